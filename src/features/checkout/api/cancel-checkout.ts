import { checkoutEndpoint } from '@/lib/env';

import type { OrderStatus } from '../logic/order';

const CANCEL_PATH = '/api/cancel-checkout';

/**
 * The cancel function is served beside the checkout function (the same Hosting rewrites), so its
 * address follows the checkout endpoint's origin rather than needing its own setting.
 */
export function cancelEndpointFor(checkout: string): string {
  return /^https?:\/\//i.test(checkout) ? new URL(CANCEL_PATH, checkout).href : CANCEL_PATH;
}

/**
 * Tells the server the shopper came back through Cancel: it closes the order's payment page and
 * gives back the units it held, now rather than when the page expires. Safe to repeat.
 */
export async function cancelCheckout(
  orderId: string,
  { idToken }: { idToken: string },
): Promise<{ status: OrderStatus }> {
  const response = await fetch(cancelEndpointFor(checkoutEndpoint), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ orderId }),
  });
  const answer = (await response.json().catch(() => ({}))) as { status?: OrderStatus; error?: string };
  if (!response.ok || !answer.status) throw new Error(answer.error ?? `Cancel answered ${response.status}.`);
  return { status: answer.status };
}
