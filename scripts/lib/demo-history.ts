// Ninety days of plausible orders for the local demo, so the desk's home has a history
// to draw on `npm start`. Pure and repeatable: the same seed makes the same orders, placed
// relative to `now`, under the same ids, so each start replaces the last start's. Every order is
// marked `demo: true` and belongs to no account (DEMO_HISTORY_UID), so no shopper's Orders page
// lists them. Tests use data of their own; only `npm start` writes these.
import { orderAmounts } from '../../functions/src/checkout/checkout-rules';
import type { OrderLine } from '../../src/domain/order';
import { mulberry32 } from '../synthetic-catalog.mjs';

export const DEMO_HISTORY_UID = 'demo-history';
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface DemoProduct {
  id: number;
  title: string;
  price: number;
  images: string[];
  hidden?: boolean;
}

export interface DemoOrder {
  id: string;
  /** The order's fields; times as Dates (Firestore timestamps once written). */
  data: Record<string, unknown>;
}

const FIRST_NAMES = ['Ada', 'Ben', 'Chloé', 'Dmitri', 'Emeka', 'Fatima', 'Grace', 'Hiro', 'Inès', 'Jonas'];
const LAST_NAMES = ['Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Haddad', 'Novak', 'Silva', 'Kowalski'];
const COUNTRIES = ['USA', 'UK', 'Germany', 'France', 'Japan', 'Nigeria', 'Brazil', 'Canada'];

/**
 * The orders of the `days` days before `now`: a few checkouts a day, more at weekends and growing
 * a little over the period; about two in three paid, the rest left to expire or cancelled; paid
 * ones shipped and delivered as they age, a few refunded in part or whole. Cheaper products sell
 * more often.
 */
export function demoOrders(products: readonly DemoProduct[], now: number, days = 90, seed = 46): DemoOrder[] {
  // The same seed, the same history.
  const next = mulberry32(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const forSale = products.filter((product) => !product.hidden && product.price > 0);
  // Weighted toward cheaper products: the chance of a product goes as 1 / sqrt(price).
  const weights = forSale.map((product) => 1 / Math.sqrt(product.price));
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const pickProduct = () => {
    let left = next() * totalWeight;
    for (const [at, product] of forSale.entries()) {
      left -= weights[at] ?? 0;
      if (left <= 0) return product;
    }
    return forSale.at(-1) as DemoProduct;
  };
  const startOfToday = now - (now % DAY_MS);
  const orders: DemoOrder[] = [];
  for (let back = days - 1; back >= 0; back -= 1) {
    const dayStart = startOfToday - back * DAY_MS;
    const weekday = new Date(dayStart).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const growth = 1 + (days - back) / days / 2;
    const checkouts = Math.round((3 + next() * 6) * growth * (weekend ? 1.4 : 1));
    for (let k = 0; k < checkouts; k += 1) {
      const placedAt = dayStart + Math.floor(next() * DAY_MS);
      // Today's orders only up to now.
      if (placedAt > now) continue;
      const lines: OrderLine[] = Array.from({ length: next() < 0.75 ? 1 : 2 }, () => {
        const product = pickProduct();
        return {
          id: product.id,
          title: product.title,
          variant: 'Off White',
          quantity: next() < 0.85 ? 1 : 2,
          unitPrice: product.price,
          image: product.images[0] ?? '',
        };
      });
      const amounts = orderAmounts(lines);
      const history: Record<string, unknown>[] = [
        { event: 'placed', status: 'pending', at: new Date(placedAt) },
      ];
      const at = (hours: number) => Math.min(placedAt + hours * HOUR_MS, now);
      const fate = next();
      const fields: Record<string, unknown> = {};
      let status: string;
      let hold: string;
      if (fate < 0.66) {
        status = 'paid';
        hold = 'sold';
        const paidAt = at(0.1);
        fields.paidAt = new Date(paidAt);
        history.push({ event: 'paid', status, at: new Date(paidAt), by: null });
        const age = (now - placedAt) / DAY_MS;
        if (age > 2) {
          status = 'shipped';
          fields.shipment = {
            carrier: pick(['UPS', 'DHL', 'FedEx']),
            trackingNumber: `DEMO${orders.length}`,
            shippedAt: new Date(at(30)),
          };
          history.push({ event: 'shipped', status, at: new Date(at(30)), by: 'E-Shop' });
        }
        if (age > 6) {
          status = 'delivered';
          fields.deliveredAt = new Date(at(110));
          history.push({ event: 'delivered', status, at: new Date(at(110)), by: 'E-Shop' });
        }
        if (age > 12 && next() < 0.06) {
          const whole = next() < 0.5;
          const refundLines = whole
            ? lines.map((line, index) => ({ line: index, quantity: line.quantity }))
            : [{ line: 0, quantity: 1 }];
          const amount = whole ? amounts.total : Math.round((lines[0]?.unitPrice ?? 0) * 100) / 100;
          status = whole ? 'refunded' : 'partially-refunded';
          const refundedAt = new Date(at(24 * 10));
          fields.refunds = {
            [`re_demo_${orders.length}`]: { amount, lines: refundLines, at: refundedAt, restock: false },
          };
          fields.refundedAmount = amount;
          history.push({
            event: 'refunded',
            status,
            at: refundedAt,
            by: 'E-Shop',
            amount,
            lines: refundLines,
          });
        }
      } else if (fate < 0.93) {
        // Left on the payment page: the hold ran out.
        status = 'expired';
        hold = 'released';
        history.push({ event: 'expired', status, at: new Date(at(0.5)), by: null });
      } else {
        status = 'cancelled';
        hold = 'released';
        history.push({ event: 'cancelled', status, at: new Date(at(0.2)), by: null });
      }
      const first = pick(FIRST_NAMES);
      const last = pick(LAST_NAMES);
      orders.push({
        id: `demo-${String(days - back).padStart(2, '0')}-${String(k).padStart(2, '0')}`,
        data: {
          demo: true,
          uid: DEMO_HISTORY_UID,
          lines,
          billing: {
            firstname: first,
            lastname: last,
            number: '+1 555 0100',
            email: `${first.toLowerCase()}.${last.toLowerCase()}@demo.eshop.test`,
            address: `${1 + Math.floor(next() * 200)} Demo Street`,
            country: pick(COUNTRIES),
            zip: '',
            orderNotes: '',
          },
          ...amounts,
          currency: 'usd',
          status,
          hold,
          sessionId: null,
          sessionAttempt: 0,
          requestHash: 'demo',
          cancelToken: 'demo',
          holdExpiresAt: new Date(placedAt + 30 * 60_000),
          createdAt: new Date(placedAt),
          updatedAt: new Date(at(24 * 10)),
          history,
          ...fields,
        },
      });
    }
  }
  return orders;
}
