// Build-time configuration, read once. Every variable is documented in .env.example.
const env = import.meta.env;

export const firebaseConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-eshop.firebaseapp.com',
  projectId: env.VITE_FIREBASE_PROJECT_ID ?? 'demo-eshop',
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
  messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
  appId: env.VITE_FIREBASE_APP_ID,
};

export const useEmulators = env.VITE_USE_EMULATORS === 'true';

/** Host of the emulators; defaults to the page's own host so 127.0.0.1 and localhost both work. */
export const emulatorHost =
  env.VITE_EMULATOR_HOST || (typeof location === 'undefined' ? '127.0.0.1' : location.hostname);

export const emulatorPorts = {
  auth: Number(env.VITE_AUTH_EMULATOR_PORT ?? 9099),
  firestore: Number(env.VITE_FIRESTORE_EMULATOR_PORT ?? 8080),
};

export const checkoutEndpoint = env.VITE_CHECKOUT_ENDPOINT ?? '/api/create-checkout-session';

export const siteUrl =
  env.VITE_SITE_URL || (typeof location === 'undefined' ? 'http://localhost:5000' : location.origin);

/**
 * Stripe's publishable key: with one, the checkout mounts Stripe's Embedded Checkout in the page
 * (and the Content-Security-Policy lets Stripe.js in); without, it sends the shopper to Stripe's
 * hosted page. Emulator builds, where no key is set, also take one from localStorage
 * (`eshop:stripe-publishable-key`) so the embedded path can be tried, and tested, on the same build.
 */
export function stripePublishableKey(): string {
  const configured = env.VITE_STRIPE_PUBLISHABLE_KEY ?? '';
  if (configured || !useEmulators || typeof localStorage === 'undefined') return configured;
  try {
    return localStorage.getItem('eshop:stripe-publishable-key') ?? '';
  } catch {
    return '';
  }
}
