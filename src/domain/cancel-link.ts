/*
 * The address Stripe sends a shopper back to through Cancel on its payment page, and the proof it
 * carries: /cancel releases an order's hold only when sent back from the payment page
 * of the order's current attempt. Stripe fills `{CHECKOUT_SESSION_ID}` in only in `success_url`
 * and `return_url`, not in `cancel_url`, so the proof is the shop's own: a random token made for
 * each attempt of an order (each Checkout Session), kept on the order and written into the
 * session's `cancel_url`. A bare `/cancel?order=…` link proves nothing and cancels nothing.
 * Shared by the checkout function (which writes the address), the cancel function (which checks
 * it) and the /cancel page (which reads it).
 */

/** An order id as the checkout function makes them: 32 hex digits. */
const ORDER_ID = /^[a-f0-9]{32}$/;
/** A cancel token: 128 random bits as 32 hex digits. */
const CANCEL_TOKEN = /^[a-f0-9]{32}$/;

/** What a cancel address names: the order, and the token of the attempt it was made for. */
export interface CancelLink {
  orderId: string;
  token: string;
}

/** The cancel page's address on the shop's site `origin`. */
export const cancelPageUrl = (origin: string, { orderId, token }: CancelLink) =>
  `${origin}/cancel?order=${orderId}&token=${token}`;

/** The order and token sent by a caller, or null when they are not shaped as the shop makes them. */
export function readCancelLink(orderId: unknown, token: unknown): CancelLink | null {
  if (typeof orderId !== 'string' || !ORDER_ID.test(orderId)) return null;
  if (typeof token !== 'string' || !CANCEL_TOKEN.test(token)) return null;
  return { orderId, token };
}

/** What a /cancel address names; null for a link that names no checkout (no token: a bare link). */
export const cancelLinkOf = (params: URLSearchParams) =>
  readCancelLink(params.get('order'), params.get('token'));

/** A new attempt's token, from the platform's random source (Web Crypto, also global in Node). */
export function newCancelToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether `given` is the token kept on the order for its current attempt. Orders made before
 * tokens existed have none: nothing proves them, and their holds end with their sessions. The
 * comparison takes the same time wherever the two differ, so answers reveal nothing of the token.
 */
export function provesAttempt(kept: unknown, given: string): boolean {
  if (typeof kept !== 'string' || kept === '' || kept.length !== given.length) return false;
  let difference = 0;
  for (let at = 0; at < given.length; at += 1) difference |= kept.charCodeAt(at) ^ given.charCodeAt(at);
  return difference === 0;
}
