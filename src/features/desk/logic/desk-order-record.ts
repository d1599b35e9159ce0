import { toOrderRecord, type OrderRecord } from '@/features/orders';

/** An order as the desk reads it: the order page's record, with what only the operator reads. */
export interface DeskOrderRecord extends OrderRecord {
  /**
   * Why the hold sweep gave the order's units back without Stripe's word about its payment
   * (functions/src/orders/sweep.ts, STRANDED_REASON), written in English for the operator; absent
   * on every other order.
   */
  strandedReason?: string;
}

/** An Orders document as the desk reads it; a `strandedReason` that is no text reads as absent. */
export function toDeskOrderRecord(id: string, data: Record<string, unknown>): DeskOrderRecord {
  const { strandedReason } = data;
  return {
    ...toOrderRecord(id, data),
    ...(typeof strandedReason === 'string' && strandedReason.trim() ? { strandedReason } : {}),
  };
}
