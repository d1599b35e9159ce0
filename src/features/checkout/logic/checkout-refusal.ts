import type { OrderLineRequest } from '@/domain/checkout-request';
import type { OrderStatus } from '@/domain/order';
import { shopperRefusalText, type RefusalText } from './refusal-words';

/** The statuses of an order that was already paid, or is being paid: never to be paid again. */
export type PaidStatus = Exclude<OrderStatus, 'expired' | 'cancelled'>;
const PAID_STATUSES: readonly PaidStatus[] = [
  'pending',
  'paid',
  'needs-review',
  'shipped',
  'delivered',
  'partially-refunded',
  'refunded',
];
const ORDER_STATUSES: readonly OrderStatus[] = [...PAID_STATUSES, 'expired', 'cancelled'];

interface RefusalDetails {
  /** The HTTP status of the answer. */
  status: number;
  /** The server's own words (English), when it gave some. */
  reason?: string | undefined;
  /** The refusal's code (domain/refusal-codes.ts), which the browser words in the shopper's language. */
  code?: string | undefined;
  /** The product the reason concerns. */
  productId?: number | undefined;
  /** Units of that product one can still buy. */
  available?: number | undefined;
  /** The most units of that product one order holds, when that is what refused it. */
  most?: number | undefined;
  /** The order already made with this checkout. */
  orderId?: string | undefined;
  orderStatus?: OrderStatus | undefined;
  /** True when the functions refused a token of a session ended by "sign out everywhere". */
  sessionEnded?: boolean | undefined;
}

/**
 * The checkout function answered, and said no. Kept apart from a network failure (fetch's own
 * error) because the shopper is told more: the reason beside the line it concerns, or the order
 * that was already paid.
 */
export class CheckoutRefusal extends Error {
  readonly status: number;
  readonly reason: string | undefined;
  readonly code: string | undefined;
  readonly productId: number | undefined;
  readonly available: number | undefined;
  readonly most: number | undefined;
  readonly orderId: string | undefined;
  readonly orderStatus: OrderStatus | undefined;
  readonly sessionEnded: boolean;

  constructor(message: string, details: RefusalDetails) {
    super(message);
    this.name = 'CheckoutRefusal';
    this.status = details.status;
    this.reason = details.reason;
    this.code = details.code;
    this.productId = details.productId;
    this.available = details.available;
    this.most = details.most;
    this.orderId = details.orderId;
    this.orderStatus = details.orderStatus;
    this.sessionEnded = details.sessionEnded ?? false;
  }
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** The refusal in an error answer, taking only the fields that have the contract's types. */
export function refusalFromAnswer(status: number, answer: unknown): CheckoutRefusal {
  const body = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  const reason = typeof body.error === 'string' && body.error.trim() ? body.error : undefined;
  return new CheckoutRefusal(reason ?? `Checkout answered ${status}.`, {
    status,
    reason,
    code: typeof body.code === 'string' ? body.code : undefined,
    productId: isCount(body.productId) ? body.productId : undefined,
    available: isCount(body.available) ? body.available : undefined,
    most: isCount(body.most) ? body.most : undefined,
    orderId: typeof body.orderId === 'string' && body.orderId ? body.orderId : undefined,
    orderStatus: ORDER_STATUSES.find((known) => known === body.status),
    sessionEnded: status === 401 && body.code === 'session-revoked',
  });
}

/** The order a 409 names as already paid (or being paid), so the browser shows it instead of paying. */
export function paidOrderOf(refusal: CheckoutRefusal): { orderId: string; status: PaidStatus } | null {
  const status = PAID_STATUSES.find((paid) => paid === refusal.orderStatus);
  if (refusal.status !== 409 || !refusal.orderId || !status) return null;
  return { orderId: refusal.orderId, status };
}

/** A refused checkout and the cart lines it was asked for. */
export interface RefusedCheckout {
  refusal: CheckoutRefusal;
  products: readonly OrderLineRequest[];
}

/**
 * Where a refusal's reason is shown (beside the lines of its product, or under Place Order), in
 * the shopper's language, or in the server's English (`lang` 'en') when the shop has no words for it.
 */
export type RefusalPlace =
  | ({ at: 'line'; productId: number; reason: string } & Omit<RefusalText, 'text'>)
  | ({ at: 'form'; reason: string } & Omit<RefusalText, 'text'>)
  | null;

const sameLines = (a: readonly OrderLineRequest[], b: readonly OrderLineRequest[]) =>
  a.length === b.length &&
  a.every(
    (line, index) =>
      line.id === b[index]?.id && line.variant === b[index].variant && line.quantity === b[index].quantity,
  );

/**
 * The reason to show for a refusal, while the cart is still the one refused: any change to it
 * answers the reason (or may), so it is no longer shown. A reason naming a product that is not in
 * the cart is shown under Place Order; an answer without the server's words shows nothing (the
 * toast says the payment failed). `titleOf` names a product of the cart, for the words that say it.
 */
export function placeRefusal(
  refused: RefusedCheckout | null,
  cart: readonly OrderLineRequest[],
  titleOf: (productId: number) => string | undefined = () => undefined,
): RefusalPlace {
  if (!refused?.refusal.reason || !sameLines(refused.products, cart)) return null;
  const { reason: english, code, productId, available, most } = refused.refusal;
  const title = productId === undefined ? undefined : titleOf(productId);
  const { text: reason, ...lang } = shopperRefusalText(code, english, { productId, available, most, title });
  return productId !== undefined && cart.some((line) => line.id === productId)
    ? { at: 'line', productId, reason, ...lang }
    : { at: 'form', reason, ...lang };
}
