import { MAX_LINE_QUANTITY, MAX_ORDER_UNITS, VARIANTS, type Variant } from './shop-rules';

import { checkBilling, type Billing } from './billing';

/*
 * The body of POST /api/create-checkout-session, as the browser sends it and the Cloud Function
 * reads it. Shared by both so the limits the form enforces are the limits the server enforces.
 * Only ids, variants and quantities are read from the lines: prices and titles come from Firestore.
 */

/**
 * At most this many lines in one order (and MAX_LINE_QUANTITY of one product, MAX_ORDER_UNITS in
 * all, shared with the cart).
 */
export const MAX_ORDER_LINES = 50;

/** The longest value each billing field takes; the form's inputs carry the same maxLength. */
export const BILLING_MAX_LENGTH: Record<keyof Billing, number> = {
  firstname: 50,
  lastname: 50,
  number: 24,
  email: 254,
  address: 200,
  country: 20,
  zip: 10,
  orderNotes: 500,
};

export interface OrderLineRequest {
  id: number;
  variant: Variant;
  quantity: number;
}

export interface CheckoutRequest {
  products: OrderLineRequest[];
  billing: Billing;
}

export type ParsedCheckout = { ok: true; value: CheckoutRequest } | { ok: false; error: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseLine(value: unknown, at: number): OrderLineRequest | string {
  const where = `Line ${at + 1}`;
  if (!isRecord(value)) return `${where} is not a product.`;
  const { id, variant, quantity } = value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0)
    return `${where} has no valid product id.`;
  if (typeof variant !== 'string' || !(VARIANTS as readonly string[]).includes(variant))
    return `${where} has an unknown variant.`;
  if (
    typeof quantity !== 'number' ||
    !Number.isInteger(quantity) ||
    quantity < 1 ||
    quantity > MAX_LINE_QUANTITY
  )
    return `${where} needs a whole quantity from 1 to ${MAX_LINE_QUANTITY}.`;
  return { id, variant: variant as Variant, quantity };
}

function parseBilling(value: unknown): Billing | string {
  if (!isRecord(value)) return 'Billing details are missing.';
  const billing = {} as Billing;
  for (const field of Object.keys(BILLING_MAX_LENGTH) as (keyof Billing)[]) {
    const text = value[field] ?? '';
    if (typeof text !== 'string') return `Billing ${field} must be text.`;
    if (text.length > BILLING_MAX_LENGTH[field])
      return `Billing ${field} is longer than ${BILLING_MAX_LENGTH[field]} characters.`;
    billing[field] = text.trim();
  }
  const errors = checkBilling(billing);
  const first = Object.entries(errors)[0];
  if (first) return `Billing ${first[0]}: ${first[1]}.`;
  return billing;
}

/** The units of each product, its variants together, in the order they first appear. */
export function unitsOfProducts(
  lines: readonly Pick<OrderLineRequest, 'id' | 'quantity'>[],
): Map<number, number> {
  const units = new Map<number, number>();
  for (const { id, quantity } of lines) units.set(id, (units.get(id) ?? 0) + quantity);
  return units;
}

/** What passes the caps on one product (its variants together) and on the whole order, or null. */
function overCaps(lines: readonly OrderLineRequest[]): string | null {
  for (const [id, units] of unitsOfProducts(lines))
    if (units > MAX_LINE_QUANTITY) return `An order holds at most ${MAX_LINE_QUANTITY} of product ${id}.`;
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  return units > MAX_ORDER_UNITS ? `An order holds at most ${MAX_ORDER_UNITS} items.` : null;
}

/**
 * Reads a checkout request: 1 to 50 lines of known variants and whole quantities, each product
 * and variant once, at most MAX_LINE_QUANTITY of one product and MAX_ORDER_UNITS in all, and a
 * billing form that passes the spec §5 checks. Anything else gives the first problem as a sentence
 * the caller can show.
 */
export function parseCheckoutRequest(body: unknown): ParsedCheckout {
  if (!isRecord(body)) return { ok: false, error: 'The request must be a JSON object.' };
  const { products } = body;
  if (!Array.isArray(products) || products.length === 0) return { ok: false, error: 'The cart is empty.' };
  if (products.length > MAX_ORDER_LINES)
    return { ok: false, error: `An order holds at most ${MAX_ORDER_LINES} lines.` };
  const lines: OrderLineRequest[] = [];
  const seen = new Set<string>();
  for (const [at, value] of products.entries()) {
    const line = parseLine(value, at);
    if (typeof line === 'string') return { ok: false, error: line };
    const key = `${line.id}/${line.variant}`;
    if (seen.has(key)) return { ok: false, error: `Line ${at + 1} repeats a product and variant.` };
    seen.add(key);
    lines.push(line);
  }
  const capped = overCaps(lines);
  if (capped) return { ok: false, error: capped };
  const billing = parseBilling(body.billing);
  if (typeof billing === 'string') return { ok: false, error: billing };
  return { ok: true, value: { products: lines, billing } };
}
