import { checkoutEndpoint } from '@/lib/env';

import { refusalFromAnswer } from '../logic/checkout-refusal';
import type { CheckoutRequest } from '../logic/checkout-request';

/** What /api/create-checkout-session answers: the Stripe Checkout Session and our order. */
export interface CheckoutSession {
  id: string;
  url: string;
  orderId: string;
}

/**
 * Asks the checkout function (through the Hosting rewrite) for a Stripe Checkout Session. The same
 * `idempotencyKey` names the same order, so a retry never makes a second one. A refusal throws a
 * CheckoutRefusal with the server's reason; a network failure throws fetch's own error.
 */
export async function createCheckoutSession(
  request: CheckoutRequest,
  { idToken, idempotencyKey }: { idToken: string; idempotencyKey: string },
): Promise<CheckoutSession> {
  const response = await fetch(checkoutEndpoint, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${idToken}`,
      'Idempotency-Key': idempotencyKey,
    },
    body: JSON.stringify(request),
  });
  const answer = (await response.json().catch(() => ({}))) as Partial<CheckoutSession>;
  if (!response.ok || !answer.url || !answer.id || !answer.orderId)
    throw refusalFromAnswer(response.status, answer);
  return { id: answer.id, url: answer.url, orderId: answer.orderId };
}

/** Leaves for Stripe's payment page. Its own function so tests can see where the browser went. */
export function openPaymentPage(url: string) {
  window.location.assign(url);
}
