import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';

import { priceLines, type CartLine } from '@/features/cart';
import { VARIANTS } from '@/domain/shop-rules';
import { roundCents, toCents } from '@/domain/money';

import { orderTotals } from '@/domain/billing';

/*
 * The cart's and the order's totals for any cart at any catalog prices in whole cents: each line,
 * the cart total, the shipping and the order total are whole cents that add up, and the order total
 * the shopper is shown is what Stripe charges and what the webhook checks it against.
 */

/** A catalog of products 1 to 60, each at a price in whole cents from $0.01 to $10,000. */
const aCatalog = fc
  .array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 60, maxLength: 60 })
  .map((cents) => cents.map((price, at) => ({ id: at + 1, price: price / 100, stock: 50 })));

/**
 * A cart of 1 to 50 lines (an order's limit), added at a price now changed, with quantities 1 to 99:
 * more than an order takes, so the sums hold past the order's caps too.
 */
const aCart = fc
  .uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 60 }),
      variant: fc.constantFrom(...VARIANTS),
      quantity: fc.integer({ min: 1, max: 99 }),
      addedAt: fc.integer({ min: 1, max: 1_000_000 }),
    }),
    { minLength: 1, maxLength: 50, selector: (line) => `${line.id}:${line.variant}` },
  )
  .map((lines) =>
    lines.map(({ id, variant, quantity, addedAt }): CartLine => ({
      id,
      title: `Product ${id}`,
      price: addedAt / 100,
      type: 'Laptop',
      images: [],
      quantity,
      variant,
    })),
  );

const isWholeCents = (amount: number) => toCents(amount) / 100 === amount;

describe('cart and order totals', () => {
  test.prop([aCart, aCatalog])(
    'price each line at today’s price, in whole cents, and add up to the cart total',
    (cart, catalog) => {
      const priced = priceLines(cart, catalog);
      for (const { line, unitPrice, lineTotal } of priced.lines) {
        expect(unitPrice).toBe(catalog[line.id - 1]?.price);
        expect(toCents(lineTotal)).toBe(toCents(unitPrice) * line.quantity);
      }
      expect(isWholeCents(priced.total)).toBe(true);
      expect(toCents(priced.total)).toBe(
        priced.lines.reduce((sum, { lineTotal }) => sum + toCents(lineTotal), 0),
      );
      expect(priced.totalItems).toBe(cart.reduce((sum, line) => sum + line.quantity, 0));
    },
  );

  test.prop([aCart, aCatalog])(
    'make the order total the cart total plus $10.00 shipping, to the cent',
    (cart, catalog) => {
      const { subtotal, shipping, total } = orderTotals(priceLines(cart, catalog).total);
      expect(subtotal).toBe(priceLines(cart, catalog).total);
      expect(shipping).toBe(10);
      expect(isWholeCents(total)).toBe(true);
      expect(toCents(total)).toBe(toCents(subtotal) + 1000);
    },
  );

  test.prop([aCart, aCatalog])(
    'show the shopper the total Stripe charges and the webhook expects',
    (cart, catalog) => {
      const shown = orderTotals(priceLines(cart, catalog).total).total;
      // The checkout function (functions/src/checkout/create-checkout.ts): each line at its catalog price rounded to
      // cents, the order's total from them; Stripe's line items and shipping in cents.
      const lines = cart.map((line) => ({
        unitPrice: roundCents(catalog[line.id - 1]?.price ?? Number.NaN),
        quantity: line.quantity,
      }));
      const subtotal = roundCents(lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0));
      const orderTotal = roundCents(subtotal + 10);
      const charged =
        lines.reduce((sum, line) => sum + toCents(line.unitPrice) * line.quantity, 0) + toCents(10);
      expect(toCents(shown)).toBe(charged);
      // The webhook accepts the payment when Stripe's amount_total equals toCents(order.total).
      expect(toCents(orderTotal)).toBe(charged);
    },
  );
});
