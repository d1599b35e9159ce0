// The webhook secret of the local Stripe stand-in: it signs its events with it, and the functions
// in the emulator, when no STRIPE_WEBHOOK_SECRET is set, verify with it. It only ever signs local
// test events, so it is no secret; real Stripe's comes from the environment.
export const STANDIN_WEBHOOK_SECRET = 'whsec_eshop_local_standin';
