import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';

import { CHECKOUT_COUNTRIES, MAX_LINE_QUANTITY, MAX_ORDER_UNITS, VARIANTS } from './shop-rules';

import { checkBilling, type Billing } from './billing';
import {
  BILLING_MAX_LENGTH,
  MAX_ORDER_LINES,
  parseCheckoutRequest,
  type OrderLineRequest,
} from './checkout-request';

/*
 * parseCheckoutRequest reads what a browser posts to the checkout function: whatever arrives, it
 * answers instead of throwing, and it accepts a billing form exactly when the checkout form
 * (checkBilling, on what the shopper typed) does.
 */

/**
 * A field's text of at most `max` characters (the input's maxLength): mostly something near what
 * the field wants (`near`, which includes near misses), otherwise anything or blank.
 */
const field = (max: number, near: fc.Arbitrary<string>) =>
  fc
    .oneof(
      { weight: 24, arbitrary: near },
      { weight: 1, arbitrary: fc.string({ maxLength: max }) },
      { weight: 1, arbitrary: fc.constantFrom('', ' ', '\t \n') },
    )
    .filter((value) => value.length <= max);

const digits = (min: number, max: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max })
    .map((figures) => figures.join(''));
/** Spaces around, as a shopper may leave them. */
const padded = (value: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.constantFrom('', '', ' ', '  '), value, fc.constantFrom('', '', ' '))
    .map((parts) => parts.join(''));

/** What the form can send: each input's maxLength, the country from its select. */
const aTypedBilling: fc.Arbitrary<Billing> = fc.record({
  firstname: field(BILLING_MAX_LENGTH.firstname, padded(fc.constantFrom('Nia', 'José', 'A'))),
  lastname: field(BILLING_MAX_LENGTH.lastname, padded(fc.constantFrom('Newcomer', 'Ó'))),
  number: field(
    BILLING_MAX_LENGTH.number,
    fc.oneof(
      // 6 to 16 digits: 7 to 15 pass.
      padded(fc.tuple(fc.constantFrom('', '+'), digits(6, 16)).map(([plus, number]) => plus + number)),
      fc.constantFrom('+44 20 7946 0958', '(555) 010-2026', '555.0102', '12-ab', '+-1234567', '++1234567'),
    ),
  ),
  email: field(
    BILLING_MAX_LENGTH.email,
    fc.oneof(
      padded(fc.emailAddress()),
      fc.constantFrom('nia@', '@eshop.test', 'nia@eshop', 'nia @eshop.test', 'a@b.c', 'a@@b.co', 'a@.co'),
    ),
  ),
  address: field(BILLING_MAX_LENGTH.address, fc.constantFrom('1 High Street, London', ' 12 Lake Road ')),
  country: fc.constantFrom('', ...CHECKOUT_COUNTRIES),
  // Optional: empty, or 3 to 11 digits (4 to 10 pass).
  zip: field(
    BILLING_MAX_LENGTH.zip,
    fc.oneof(fc.constant(''), padded(digits(3, 11)), fc.constant('12345-678')),
  ),
  orderNotes: fc.string({ maxLength: BILLING_MAX_LENGTH.orderNotes }),
});

/**
 * The lines cut down, in order, to what an order takes: MAX_LINE_QUANTITY of one product, its
 * variants together, and MAX_ORDER_UNITS in all. A line nothing is left for goes; the first
 * always stays.
 */
function withinOrderCaps(lines: OrderLineRequest[]): OrderLineRequest[] {
  const ofProduct = new Map<number, number>();
  let units = 0;
  return lines.flatMap((line) => {
    const held = ofProduct.get(line.id) ?? 0;
    const quantity = Math.min(line.quantity, MAX_LINE_QUANTITY - held, MAX_ORDER_UNITS - units);
    if (quantity < 1) return [];
    ofProduct.set(line.id, held + quantity);
    units += quantity;
    return [{ ...line, quantity }];
  });
}

/**
 * A cart's lines as the browser sends them: 1 to 50 products and variants, each once, within the
 * order's caps; a few products in more than one variant.
 */
const someLines = fc
  .uniqueArray(
    fc.record({
      id: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 2_000_000_000_000 })),
      variant: fc.constantFrom(...VARIANTS),
      quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }),
    }),
    { minLength: 1, maxLength: MAX_ORDER_LINES, selector: (line) => `${line.id}/${line.variant}` },
  )
  .map(withinOrderCaps);

const trimmed = (billing: Billing) =>
  Object.fromEntries(
    (Object.entries(billing) as [keyof Billing, string][]).map(([field, value]) => [field, value.trim()]),
  ) as unknown as Billing;

describe('parseCheckoutRequest', () => {
  test.prop([fc.anything({ withNullPrototype: true, withSparseArray: true, withBoxedValues: true })])(
    'never throws, whatever the body',
    (body) => {
      const parsed = parseCheckoutRequest(body);
      expect(parsed.ok || typeof parsed.error === 'string').toBe(true);
    },
  );

  test.prop([
    someLines,
    aTypedBilling,
    fc.constantFrom(
      'products',
      'billing',
      'products.0',
      'billing.email',
      'billing.zip',
      'products.0.quantity',
    ),
    fc.anything(),
  ])('never throws on a request with any one part replaced by anything', (lines, billing, where, value) => {
    const body: Record<string, unknown> = structuredClone({ products: lines, billing });
    const path = where.split('.');
    const last = path.pop() as string;
    const holder = path.reduce<Record<string, unknown>>(
      (at, key) => at[key] as Record<string, unknown>,
      body,
    );
    holder[last] = value;
    expect(() => parseCheckoutRequest(body)).not.toThrow();
  });

  test.prop([someLines, aTypedBilling])(
    'accepts a billing form exactly when the checkout form does, and keeps it trimmed',
    (lines, billing) => {
      const formAccepts = Object.keys(checkBilling(billing)).length === 0;
      const parsed = parseCheckoutRequest({ products: lines, billing });
      expect(parsed.ok).toBe(formAccepts);
      if (parsed.ok) expect(parsed.value).toEqual({ products: lines, billing: trimmed(billing) });
    },
  );

  test.prop([
    someLines,
    aTypedBilling,
    fc.constantFrom(...(Object.keys(BILLING_MAX_LENGTH) as (keyof Billing)[])),
  ])('refuses a field longer than the form lets a shopper type', (lines, billing, field) => {
    const long = { ...billing, [field]: 'x'.repeat(BILLING_MAX_LENGTH[field] + 1) };
    expect(parseCheckoutRequest({ products: lines, billing: long })).toEqual({
      ok: false,
      error: `Billing ${field} is longer than ${BILLING_MAX_LENGTH[field]} characters.`,
    });
  });
});
