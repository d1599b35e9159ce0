import { checkoutEndpoint } from '@/lib/env';

import type { CancelLink } from '../logic/cancel-link';
import type { OrderStatus } from '../logic/order';

const CANCEL_PATH = '/api/cancel-checkout';

/**
 * The cancel function is served beside the checkout function (the same Hosting rewrites), so its
 * address follows the checkout endpoint's origin rather than needing its own setting.
 */
export function cancelEndpointFor(checkout: string): string {
  return /^https?:\/\//i.test(checkout) ? new URL(CANCEL_PATH, checkout).href : CANCEL_PATH;
}

/** What the server made of the link: the order's status afterwards, or nothing of the shopper's to cancel. */
export type CancelAnswer = { outcome: 'cancelled'; status: OrderStatus } | { outcome: 'nothing-to-cancel' };

/**
 * Tells the server the shopper came back through Cancel, with the order and token of the link
 * Stripe sent them back to: it closes that payment page and gives back the units it held, now
 * rather than when the page expires. Safe to repeat. A link that proves no checkout of theirs
 * cancels nothing.
 */
export async function cancelCheckout(
  link: CancelLink,
  { idToken }: { idToken: string },
): Promise<CancelAnswer> {
  const response = await fetch(cancelEndpointFor(checkoutEndpoint), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ orderId: link.orderId, token: link.token }),
  });
  const answer = (await response.json().catch(() => ({}))) as {
    status?: OrderStatus;
    error?: string;
    code?: string;
  };
  if (response.status === 404 && answer.code === 'nothing-to-cancel') return { outcome: 'nothing-to-cancel' };
  if (!response.ok || !answer.status) throw new Error(answer.error ?? `Cancel answered ${response.status}.`);
  return { outcome: 'cancelled', status: answer.status };
}
