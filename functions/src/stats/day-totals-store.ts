import type { DocumentReference, Firestore, Timestamp } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';

import {
  COUNTERS,
  emptyDay,
  entryTotals,
  type DayTotals,
  type EntryFacts,
  type OrderFacts,
} from '@/domain/day-totals';
import { SHARDS } from '../config';

/*
 * The per-day totals (src/domain/day-totals.ts) as the functions keep them: each
 * entry an order's history gains adds to its day's document in the same write as the entry, by
 * increments, so steps of many orders at once add up and a step that is not taken (a webhook
 * delivered twice finds nothing to do) adds nothing. Admins read them (firestore.rules); no
 * client writes them.
 */

export const SALES_DAYS = 'SalesDays';

export const salesDayRef = (db: Firestore, day: string) => db.collection(SALES_DAYS).doc(day);

/** An entry as the functions write it into an order's history. */
export interface WrittenEntry {
  event: string;
  status: string;
  at: Timestamp;
  amount?: unknown;
  lines?: unknown;
}

/** A written history entry as the day-totals rules read it (`EntryFacts`): its time in milliseconds. */
export const entryFactsOf = (entry: WrittenEntry): EntryFacts => ({
  event: entry.event,
  status: entry.status,
  at: entry.at.toMillis(),
  ...(typeof entry.amount === 'number' ? { amount: entry.amount } : {}),
  ...(Array.isArray(entry.lines) ? { lines: entry.lines as EntryFacts['lines'] } : {}),
});

/** The fields that add `change` to its day's document (set with merge). */
export function dayIncrements(change: DayTotals): Record<string, unknown> {
  const fields: Record<string, unknown> = { day: change.day };
  for (const counter of COUNTERS)
    if (change[counter]) fields[counter] = FieldValue.increment(change[counter]);
  const products = Object.entries(change.products).map(([id, product]) => [
    id,
    {
      title: product.title,
      units: FieldValue.increment(product.units),
      revenueCents: FieldValue.increment(product.revenueCents),
      refundedUnits: FieldValue.increment(product.refundedUnits),
    },
  ]);
  if (products.length > 0) fields.products = Object.fromEntries(products);
  return fields;
}

/**
 * A stored day or shard as a day's totals: every counter (a shard holds only those it was given),
 * its day, and no `shard` mark.
 */
export function storedDay(data: Record<string, unknown>, day: string): DayTotals {
  const { shard: _shard, ...totals } = data;
  return { ...emptyDay(day), ...(totals as Partial<DayTotals>), day };
}

/** A write of the caller's transaction or batch: a set with merge. */
export type MergeSet = (ref: DocumentReference, fields: Record<string, unknown>) => void;

/**
 * The shard an order's counts go to: the same order, the same shard. A day's live counts are
 * spread over SHARDS documents (config.ts), so a burst of checkouts does not queue on one.
 */
export function shardOf(orderId: string) {
  let hash = 0;
  for (const char of orderId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % SHARDS;
}

/**
 * Adds what `entry`, about to join the order's history, adds to its day, through `set` (the
 * transaction or batch that writes the entry), in the order's shard of the day. The order as it
 * was before the entry.
 */
export function countEntry(
  set: MergeSet,
  db: Firestore,
  orderId: string,
  order: OrderFacts & { history?: readonly { status?: unknown }[] | undefined },
  entry: WrittenEntry,
) {
  const before = (order.history ?? []).map(({ status }) => ({ status: String(status) }));
  const change = entryTotals(order, before, entryFactsOf(entry));
  if (!change) return;
  const shard = shardOf(orderId);
  set(salesDayRef(db, `${change.day}~${shard}`), { ...dayIncrements(change), shard });
}
