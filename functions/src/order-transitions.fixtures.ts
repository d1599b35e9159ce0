import { SHOP_NAME, type Actor, type DeskOrder } from './order-transitions';

/* What the order-transitions tests share: the admin, the clock, an order id and a paid order. */

export const ADA: Actor = { uid: 'demo-admin', email: 'admin@eshop.test' };
export const NOW = 1_800_000_000_000;
export const ID = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

/** A paid order: 2 headphones at 199.99 and 1 phone at 649.50 (product 101 twice, two variants). */
export const anOrder = (overrides: Partial<DeskOrder> = {}): DeskOrder => ({
  status: 'paid',
  hold: 'sold',
  lines: [
    { id: 101, quantity: 2, unitPrice: 199.99 },
    { id: 102, quantity: 1, unitPrice: 649.5 },
    { id: 101, quantity: 1, unitPrice: 199.99 },
  ],
  total: 1259.47, // 399.98 + 649.50 + 199.99 + 10 shipping
  history: [
    { event: 'placed', status: 'pending' },
    { event: 'paid', status: 'paid' },
  ],
  ...overrides,
});

/** The value of a decision that must be accepted (a refusal fails the test with its words). */
export const ok = <V>(decided: { ok: true; value: V } | { ok: false; error: string }): V => {
  if (!decided.ok) throw new Error(`refused: ${decided.error}`);
  return decided.value;
};

/**
 * A step's two records as ADA's desk writes them: the history entry naming the shop (what the
 * shopper reads) and the audit entry naming ADA, with what only the shop keeps (`shopOnly`).
 */
export const byTheShop = (entry: Record<string, unknown>, shopOnly: Record<string, unknown> = {}) => ({
  history: { ...entry, by: SHOP_NAME },
  audit: { ...entry, by: ADA, ...shopOnly },
});
