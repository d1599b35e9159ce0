import type { OrderHistoryEntry } from '@/features/orders';

/*
 * The order's audit record (Orders/{id}/audit/{entry}, written by the desk function beside each
 * history entry, read by admins only): who did what. The order itself names only the shop, so
 * its shopper never reads an operator's uid or e-mail; the desk's History joins the two.
 */

/** The admin who did something. */
export interface AuditActor {
  uid: string;
  email: string;
}

export interface AuditEntry {
  event: string;
  /** Epoch ms; the same moment as its history entry. */
  at: number | null;
  /** The admin; null when Stripe's webhook alone told of it. */
  by: AuditActor | null;
  /** A refund's choice: whether its units went back on sale. */
  restock?: boolean;
}

type Data = Record<string, unknown>;
const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null;

function toMillis(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (isData(value) && typeof value.toMillis === 'function') return (value.toMillis as () => number)();
  return null;
}

/** An audit document as Firestore hands it, read defensively; null when it is not one. */
export function toAuditEntry(data: Data): AuditEntry | null {
  if (typeof data.event !== 'string') return null;
  const by = isData(data.by) && typeof data.by.uid === 'string' ? data.by : null;
  return {
    event: data.event,
    at: toMillis(data.at),
    by: by ? { uid: by.uid as string, email: typeof by.email === 'string' ? by.email : '' } : null,
    ...(typeof data.restock === 'boolean' ? { restock: data.restock } : {}),
  };
}

/** The audit entry of a history entry: the same event at the same moment, or null. */
export const auditOf = (entry: OrderHistoryEntry, audit: readonly AuditEntry[]): AuditEntry | null =>
  entry.at === null
    ? null
    : (audit.find((each) => each.event === entry.event && each.at === entry.at) ?? null);
