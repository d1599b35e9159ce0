import type Stripe from 'stripe';

import { cancelPageUrl } from '@/domain/cancel-link';
import type { CheckoutRequest, OrderLineRequest } from '@/domain/checkout-request';
import type { OrderLine, OrderStatus } from '@/domain/order';
import { SHIPPING_FEE } from '@/domain/shop-rules';
import { roundCents, toCents } from '@/domain/money';
import { unitsPerOrder } from '@/domain/order-limits';
import { said, type Refused, type RefusalCode, type RefusalParams } from '@/domain/refusal-codes';
import type { HoldState } from '../orders/order-life';
import { STRIPE_MIN_SESSION_MS } from '../config';
import { isSettled } from '../orders/order-life';

/*
 * The checkout's decisions, apart from the code that reads and writes Firestore and calls Stripe
 * (create-checkout.ts, orders/stock.ts): what a product costs in an order, whether its stock
 * covers it, what a checkout tried again does with its order, and what the Checkout Session asks
 * Stripe for. Pure, so unit tests and mutation tests pin them without the emulators.
 */

/** A refusal with its status, thrown where it is found (also from inside a transaction). */
export class Refusal extends Error {
  readonly code: RefusalCode;
  /** What the browser needs to word the refusal and show it where it belongs (the product, the order). */
  readonly details: RefusalParams;

  constructor(
    readonly status: number,
    readonly refused: Refused,
  ) {
    super(refused.error);
    this.code = refused.code;
    this.details = refused.params ?? {};
  }
}

export interface Units {
  id: number;
  quantity: number;
}

/** The lines' quantities summed per product id, in first-seen order: variants share one stock. */
export function unitsPerProduct(lines: readonly Units[]): Units[] {
  const byId = new Map<number, number>();
  for (const line of lines) byId.set(line.id, (byId.get(line.id) ?? 0) + line.quantity);
  return [...byId].map(([id, quantity]) => ({ id, quantity }));
}

/** A product as read from Firestore (a DocumentSnapshot, or anything shaped like one). */
export interface ProductRead {
  exists: boolean;
  get(field: string): unknown;
}

/** A product's stock: a whole number, 0 when missing, negative or not a number. */
export const stockIn = (product: ProductRead | undefined) => {
  const stock = product?.get('stock');
  return typeof stock === 'number' && Number.isFinite(stock) ? Math.max(0, Math.floor(stock)) : 0;
};

/** The first product whose stock cannot cover its units, with what is left of it; null when all can. */
export function shortOf(units: readonly Units[], products: readonly (ProductRead | undefined)[]) {
  for (const [at, { id, quantity }] of units.entries()) {
    const available = products[at]?.exists ? stockIn(products[at]) : 0;
    if (quantity > available) {
      const title = products[at]?.get('title');
      return { id, available, title: typeof title === 'string' ? title : `Product ${id}` };
    }
  }
  return null;
}

export const stockRefusal = ({ id, available, title }: NonNullable<ReturnType<typeof shortOf>>) =>
  new Refusal(
    409,
    available > 0
      ? said('stock-short', `Only ${available} of ${title} left.`, { productId: id, available })
      : said('out-of-stock', `${title} is out of stock.`, { productId: id, available }),
  );

/**
 * The first product whose units pass its limit per order (the desk's lower one for a scarce
 * product; the request's own check holds every product to the shop's), or null.
 */
export function overLimitOf(units: readonly Units[], products: readonly (ProductRead | undefined)[]) {
  for (const [at, { id, quantity }] of units.entries()) {
    const most = unitsPerOrder({ limitPerOrder: products[at]?.get('limitPerOrder') });
    if (quantity > most) {
      const title = products[at]?.get('title');
      return { id, most, title: typeof title === 'string' ? title : `Product ${id}` };
    }
  }
  return null;
}

export const limitRefusal = ({ id, most, title }: NonNullable<ReturnType<typeof overLimitOf>>) =>
  new Refusal(409, said('order-limit', `At most ${most} of ${title} per order.`, { productId: id, most }));

/**
 * One line of an order priced from its product as stored: the price is the server's, never the
 * browser's. Refuses a product that is gone or hidden by the operator (not sold), or unpriced.
 */
export function pricedLine(line: OrderLineRequest, product: ProductRead | undefined): OrderLine {
  if (!product?.exists || product.get('hidden') === true)
    throw new Refusal(400, said('not-sold', `Product ${line.id} is not sold.`, { productId: line.id }));
  const stored = product.get('title');
  const title = typeof stored === 'string' ? stored : `Product ${line.id}`;
  const price = product.get('price');
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0)
    throw new Refusal(400, said('no-price', `${title} has no price.`, { productId: line.id }));
  const images = product.get('images');
  const image: unknown = Array.isArray(images) ? images[0] : undefined;
  return {
    id: line.id,
    title,
    variant: line.variant,
    quantity: line.quantity,
    unitPrice: roundCents(price),
    image: typeof image === 'string' ? image : '',
  };
}

/**
 * The order's lines priced from the products read for `units` (one per product, in that order);
 * refuses as `pricedLine` does, and when a product's units, counted across its variants, pass its
 * limit per order or its stock cannot cover them (unless `stockHeld`: an order whose units are still held has them already).
 */
export function priceLines(
  request: CheckoutRequest,
  units: readonly Units[],
  products: readonly (ProductRead | undefined)[],
  stockHeld = false,
): OrderLine[] {
  const byId = new Map(units.map(({ id }, at) => [id, products[at]]));
  const lines = request.products.map((line) => pricedLine(line, byId.get(line.id)));
  // The limit first: a refusal for it says nothing of the stock.
  const overLimit = stockHeld ? null : overLimitOf(units, products);
  if (overLimit) throw limitRefusal(overLimit);
  const short = stockHeld ? null : shortOf(units, products);
  if (short) throw stockRefusal(short);
  return lines;
}

/** What the order costs: its lines, the flat shipping fee, and their total, each to the cent. */
export function orderAmounts(lines: readonly OrderLine[]) {
  const subtotal = roundCents(lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0));
  return { subtotal, shipping: SHIPPING_FEE, total: roundCents(subtotal + SHIPPING_FEE) };
}

export const alreadyPaid = (orderId: string, status: string) =>
  new Refusal(409, said('already-paid', 'This order has already been paid.', { orderId, status }));

/** An order as found when the same checkout (same caller and Idempotency-Key) comes again. */
export interface FoundOrder {
  requestHash: string;
  status: OrderStatus;
  sessionId: string | null;
  hold: HoldState;
  holdExpiresAtMs: number;
}

/**
 * What a checkout tried again does with the order it finds: refused when the cart or billing
 * differ, or the order is paid or was cancelled by the shop; the same order as it is while it is
 * pending with a session, or with a hold still long enough to make one; else opened again, its
 * units held again first unless they still are.
 */
export function retryOf(
  found: FoundOrder,
  requestHash: string,
  orderId: string,
  now: number,
): 'reuse' | 'reopen' | 'reopen and hold' {
  if (found.requestHash !== requestHash)
    throw new Refusal(
      409,
      said('cart-changed', 'This checkout was started with a different cart or billing details.'),
    );
  if (isSettled(found.status)) throw alreadyPaid(orderId, found.status);
  if (found.status === 'cancelled')
    throw new Refusal(
      409,
      said('cancelled-by-shop', 'This order was cancelled by the shop. Please check out again.', {
        orderId,
        status: found.status,
      }),
    );
  const fresh = found.holdExpiresAtMs - now > STRIPE_MIN_SESSION_MS;
  if (found.status === 'pending' && (found.sessionId !== null || fresh)) return 'reuse';
  return found.hold === 'held' ? 'reopen' : 'reopen and hold';
}

/** How the shopper pays: on Stripe's hosted page, or in Embedded Checkout inside the shop. */
export type UiMode = 'hosted' | 'embedded';

/** What a Checkout Session is made from: the order's lines, amounts, billing and hold. */
export interface SessionOrder {
  uid: string;
  lines: readonly OrderLine[];
  shipping: number;
  billing: { email: string };
  holdExpiresAtMs: number;
  /** The attempt's token: the cancel page releases the hold only for a link carrying it. */
  cancelToken: string;
}

/** Stripe's product images must be absolute https addresses; local ones are left out. */
export const absoluteImage = (origin: string, image: string) => {
  if (!image) return [];
  const url = new URL(image, origin);
  return url.protocol === 'https:' ? [url.href] : [];
};

/** The Checkout Session to ask Stripe for: the order's lines and shipping in cents, and its pages. */
export function sessionParams(
  orderId: string,
  order: SessionOrder,
  origin: string,
  uiMode: UiMode,
): Stripe.Checkout.SessionCreateParams {
  const back = `${origin}/success?order=${orderId}&session_id={CHECKOUT_SESSION_ID}`;
  // Embedded Checkout stays in the shop: Stripe returns the page to `return_url` once paid, and
  // has no cancel page (the shopper leaves the form by going back in the shop). Stripe's API
  // (2026-10-28) names the modes `embedded_page` and `hosted_page`, once `embedded` and `hosted`.
  // The cancel page's address carries the attempt's token, since Stripe fills the session id in
  // only on success: a link without it releases nothing (cancel-link.ts).
  const pages: Partial<Stripe.Checkout.SessionCreateParams> =
    uiMode === 'embedded'
      ? { ui_mode: 'embedded_page', return_url: back }
      : { success_url: back, cancel_url: cancelPageUrl(origin, { orderId, token: order.cancelToken }) };
  return {
    mode: 'payment',
    // Cards only (Apple Pay and Google Pay pay by card too): a card payment is settled when the
    // session completes, inside the 32-minute hold. A delayed method (a bank debit) completes the
    // session unpaid and settles days later, long after the hold ended and its units went to
    // another shopper; and a session complete but unpaid is one the sweep can neither confirm nor
    // release. So `checkout.session.completed` always carries the money, and the async payment
    // events are never sent. (Stripe's API from 2026-09-30 takes the list as
    // `allowed_payment_method_types`, a filter on the methods the Dashboard turns on; it no longer
    // takes `payment_method_types`.)
    allowed_payment_method_types: ['card'],
    client_reference_id: orderId,
    customer_email: order.billing.email,
    metadata: { orderId, uid: order.uid },
    // The session closes when the hold on its units ends; the same instant for every request of
    // this attempt, so racing requests send Stripe the same parameters under the same key.
    expires_at: Math.floor(order.holdExpiresAtMs / 1000),
    line_items: order.lines.map((line) => ({
      quantity: line.quantity,
      price_data: {
        currency: 'usd',
        unit_amount: toCents(line.unitPrice),
        product_data: { name: `${line.title} (${line.variant})`, images: absoluteImage(origin, line.image) },
      },
    })),
    shipping_options: [
      {
        shipping_rate_data: {
          type: 'fixed_amount',
          display_name: 'Worldwide shipping',
          fixed_amount: { amount: toCents(order.shipping), currency: 'usd' },
        },
      },
    ],
    ...pages,
  };
}
