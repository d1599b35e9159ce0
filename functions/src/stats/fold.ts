import type { DocumentReference, Firestore } from 'firebase-admin/firestore';

import { mergeDays } from '@/domain/day-totals';
import { SALES_DAYS, salesDayRef, storedDay } from './day-totals-store';

/**
 * Adds the shards of every day before `today` (YYYY-MM-DD) into the day's own document and removes
 * them (`SHARDS` in functions/src/config.ts), each day in one transaction: a shard counted
 * twice or lost would need the shard and the day to disagree, which one transaction never leaves.
 * The sweep runs it (every 10 minutes deployed, every minute under `npm start`). Answers how many
 * days it folded.
 */
export async function foldDays(db: Firestore, today: string): Promise<number> {
  const shards = await db.collection(SALES_DAYS).where('shard', '>=', 0).get();
  const byDay = new Map<string, DocumentReference[]>();
  for (const shard of shards.docs) {
    const day = shard.get('day') as unknown;
    if (typeof day !== 'string' || day >= today) continue;
    byDay.set(day, [...(byDay.get(day) ?? []), shard.ref]);
  }
  for (const [day, refs] of byDay) {
    await db.runTransaction(async (tx) => {
      const [own, ...found] = await tx.getAll(salesDayRef(db, day), ...refs);
      const present = found.filter((shard) => shard.exists);
      if (present.length === 0) return;
      const documents = [own, ...present].flatMap((document) =>
        document?.exists ? [storedDay(document.data() ?? {}, day)] : [],
      );
      const [merged] = mergeDays(documents);
      if (merged) tx.set(salesDayRef(db, day), merged);
      for (const shard of present) tx.delete(shard.ref);
    });
  }
  return byDay.size;
}
