import { checkoutEndpoint } from '@/lib/env';
import { postToShop, refusalWords, shopApiUrl } from '@/lib/shop-api';

import type { CancelLink } from '@/domain/cancel-link';
import type { OrderStatus } from '@/domain/order';

const CANCEL_PATH = '/api/cancel-checkout';

/** The cancel function's address, beside the checkout endpoint `checkout` (shopApiUrl). */
export const cancelEndpointFor = (checkout: string): string => shopApiUrl(CANCEL_PATH, checkout);

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
  const { ok, status, body } = await postToShop(
    cancelEndpointFor(checkoutEndpoint),
    { orderId: link.orderId, token: link.token },
    { idToken },
  );
  if (status === 404 && body.code === 'nothing-to-cancel') return { outcome: 'nothing-to-cancel' };
  // The function answers one of OrderStatus; it is shown as told.
  const after = body.status as OrderStatus | undefined;
  if (!ok || !after) throw new Error(refusalWords(body) ?? `Cancel answered ${status}.`);
  return { outcome: 'cancelled', status: after };
}
