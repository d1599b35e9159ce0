import {
  collection,
  getCount,
  getDocs,
  orderBy,
  query,
  where,
  type DocumentData,
} from 'firebase/firestore/lite';

import { COUNTERS, emptyDay, mergeDays, type DayTotals, type ProductDay } from '@/features/orders';
import { db } from '@/lib/firebase';

/*
 * The desk home's reads: the days' totals the functions keep (SalesDays, one small
 * document a day, functions/src/stats/day-totals-store.ts) and how many orders wait on the operator. A
 * few documents whatever the number of orders: the days asked for, and two counts.
 */

const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** A stored day as the desk draws it: a missing or malformed figure is 0. */
function toDayTotals(id: string, data: DocumentData): DayTotals {
  const day = emptyDay(id);
  for (const counter of COUNTERS) day[counter] = number(data[counter]);
  const products = (data.products ?? {}) as Record<string, Partial<ProductDay> | undefined>;
  for (const [productId, product] of Object.entries(products)) {
    if (!product) continue;
    day.products[productId] = {
      title: typeof product.title === 'string' ? product.title : `#${productId}`,
      units: number(product.units),
      revenueCents: number(product.revenueCents),
      refundedUnits: number(product.refundedUnits),
    };
  }
  return day;
}

/**
 * The stored days from `first` (YYYY-MM-DD, UTC) on, oldest first; days without a sale are absent.
 * Today's counts are still spread over a few shards, added up here (mergeDays).
 */
export async function readSalesDays(first: string): Promise<DayTotals[]> {
  const snapshot = await getDocs(
    query(collection(db, 'SalesDays'), where('day', '>=', first), orderBy('day')),
  );
  return mergeDays(
    snapshot.docs.map((day) => {
      const data = day.data();
      return toDayTotals(typeof data.day === 'string' ? data.day : day.id, data);
    }),
  );
}

/** How many orders wait on the operator: paid ones to ship, and payments to review. */
export async function countWaitingOrders(): Promise<{ toShip: number; toReview: number }> {
  const orders = collection(db, 'Orders');
  const [toShip, toReview] = await Promise.all([
    getCount(query(orders, where('status', '==', 'paid'))),
    getCount(query(orders, where('status', '==', 'needs-review'))),
  ]);
  return { toShip: toShip.data().count, toReview: toReview.data().count };
}
