import type { Firestore, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';

import {
  addDay,
  emptyDay,
  mergeDays,
  totalsOfOrders,
  type DayTotals,
  type OrderFacts,
} from '@/domain/day-totals';
import { entryFactsOf, SALES_DAYS, salesDayRef, storedDay } from './day-totals-store';

/*
 * The per-day totals made again from the orders themselves (`npm run stats:rebuild`): for a shop
 * whose orders came before the totals were kept, or to check them. Every entry of every order's
 * history counts as the live updates counted it (src/domain/day-totals.ts).
 */

interface StoredFacts extends OrderFacts {
  history?: { event: string; status: string; at: Timestamp; amount?: unknown; lines?: unknown }[];
}

/**
 * The days' totals as the orders in the database give them: the orders streamed (never all held
 * at once), each one's days added in.
 */
export async function totalsFromOrders(
  db: Firestore,
): Promise<{ orders: number; days: Map<string, DayTotals> }> {
  const days = new Map<string, DayTotals>();
  let orders = 0;
  const stream = db.collection('Orders').select('total', 'lines', 'history').stream();
  for await (const doc of stream as AsyncIterable<QueryDocumentSnapshot>) {
    const order = doc.data() as StoredFacts;
    const history = (order.history ?? []).map(entryFactsOf);
    for (const [id, totals] of totalsOfOrders([{ total: order.total, lines: order.lines, history }]))
      days.set(id, addDay(days.get(id) ?? emptyDay(id), totals));
    orders += 1;
  }
  return { orders, days };
}

/** The days as SalesDays holds them now, each day's shards added into it. */
export async function storedDays(db: Firestore): Promise<Map<string, DayTotals>> {
  const { docs } = await db.collection(SALES_DAYS).get();
  const days = mergeDays(docs.map((doc) => storedDay(doc.data(), String(doc.get('day')))));
  return new Map(days.map((day) => [day.day, day]));
}

/**
 * Replaces SalesDays with the totals made from the orders: each day written whole as its own
 * document, and every other document (a day no order counts on any more, a day's shards) removed. Answers how many orders and days it counted.
 */
export async function rebuildSalesDays(db: Firestore): Promise<{ orders: number; days: number }> {
  const { orders, days } = await totalsFromOrders(db);
  const writer = db.bulkWriter();
  for (const day of (await db.collection(SALES_DAYS).listDocuments()).filter(({ id }) => !days.has(id)))
    void writer.delete(day);
  for (const [id, totals] of days) void writer.set(salesDayRef(db, id), totals);
  await writer.close();
  return { orders, days: days.size };
}
