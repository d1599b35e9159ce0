import { describe, expect, it } from 'vitest';

import { dayOf, totalsOfOrders, type EntryFacts } from '../../src/domain/day-totals';
import { demoOrders, DEMO_HISTORY_UID, type DemoProduct } from './demo-history';

const products: DemoProduct[] = [
  { id: 1, title: 'Phone', price: 699, images: ['/images/products/1.webp'] },
  { id: 2, title: 'Cable', price: 9.99, images: [] },
  { id: 3, title: 'Hidden TV', price: 1999, images: [], hidden: true },
];
const NOW = Date.UTC(2026, 10, 27, 15, 30);

/** The orders as the rebuild reads them. */
const asStored = (orders: ReturnType<typeof demoOrders>) =>
  orders.map(({ data }) => ({
    total: data.total as number,
    lines: data.lines as { id: number; title: string; quantity: number; unitPrice: number }[],
    history: (data.history as { event: string; status: string; at: Date; amount?: number }[]).map(
      (entry): EntryFacts => ({ ...entry, at: entry.at.getTime() }),
    ),
  }));

describe('the demo order history', () => {
  const orders = demoOrders(products, NOW);

  it('is the same every start, marked demo and owned by no account', () => {
    expect(demoOrders(products, NOW)).toEqual(orders);
    expect(orders.every(({ data }) => data.demo === true && data.uid === DEMO_HISTORY_UID)).toBe(true);
    expect(new Set(orders.map(({ id }) => id)).size).toBe(orders.length);
  });

  it('spans ninety days up to now, with sales on most days and never a hidden product', () => {
    const placed = orders.map(({ data }) => (data.createdAt as Date).getTime());
    expect(Math.max(...placed)).toBeLessThanOrEqual(NOW);
    expect(dayOf(Math.min(...placed))).toBe('2026-08-30');
    const days = totalsOfOrders(asStored(orders));
    const withSales = [...days.values()].filter((day) => day.ordersPaid > 0);
    expect(withSales.length).toBeGreaterThan(75);
    const sold = new Set([...days.values()].flatMap((day) => Object.keys(day.products)));
    expect(sold).not.toContain('3');
    // Some checkouts did not finish, and some sales were refunded.
    const all = [...days.values()];
    expect(all.some((day) => day.checkoutsClosed > 0)).toBe(true);
    expect(all.some((day) => day.refunds > 0)).toBe(true);
  });

  it('counts each paid order once, at the total its lines and shipping make', () => {
    const paid = orders.filter(({ data }) =>
      (data.history as { event: string }[]).some((entry) => entry.event === 'paid'),
    );
    const totals = totalsOfOrders(asStored(orders));
    const revenue = [...totals.values()].reduce((sum, day) => sum + day.revenueCents, 0);
    expect(revenue).toBe(paid.reduce((sum, { data }) => sum + Math.round((data.total as number) * 100), 0));
  });
});
