import { checkoutEndpoint } from '@/lib/env';
import { postToShop } from '@/lib/shop-api';

import { refusalFromAnswer } from '../logic/checkout-refusal';
import type { CheckoutRequest } from '@/domain/checkout-request';

/**
 * What /api/create-checkout-session answers: the Stripe Checkout Session and our order, with the
 * hosted page's address, or, asked for Embedded Checkout, the secret that mounts it in the shop.
 */
export type CheckoutSession = {
  id: string;
  orderId: string;
  /** How many earlier checkouts of this account the server closed for this one. */
  released: number;
} & ({ url: string; clientSecret?: undefined } | { clientSecret: string; url?: undefined });

/**
 * Asks the checkout function (through the Hosting rewrite) for a Stripe Checkout Session, for
 * Embedded Checkout when `embedded`. The same `idempotencyKey` names the same order, so a retry
 * never makes a second one. A refusal throws a CheckoutRefusal with the server's reason; a network
 * failure throws fetch's own error.
 */
export async function createCheckoutSession(
  request: CheckoutRequest,
  {
    idToken,
    idempotencyKey,
    embedded = false,
  }: { idToken: string; idempotencyKey: string; embedded?: boolean },
): Promise<CheckoutSession> {
  const {
    ok,
    status,
    body: answer,
  } = await postToShop(embedded ? `${checkoutEndpoint}?ui=embedded` : checkoutEndpoint, request, {
    idToken,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  const { id, orderId, url, clientSecret } = answer;
  const released = typeof answer.released === 'number' ? answer.released : 0;
  if (!ok || typeof id !== 'string' || !id || typeof orderId !== 'string' || !orderId)
    throw refusalFromAnswer(status, answer);
  // Either answer is followed, whichever was asked: an order keeps the session it was first given.
  if (typeof clientSecret === 'string' && clientSecret) return { id, orderId, released, clientSecret };
  if (typeof url === 'string' && url) return { id, orderId, released, url };
  throw refusalFromAnswer(status, answer);
}

/** Leaves for Stripe's payment page. Its own function so tests can see where the browser went. */
export function openPaymentPage(url: string) {
  window.location.assign(url);
}
