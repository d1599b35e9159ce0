import { FieldValue, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';

import { SHOP_NAME } from '@/domain/refund-choice';
import { auditOf, orderRef } from './order-store';

/*
 * Orders the desk changed before operators were made private name the admin in the order its
 * shopper reads: `history[].by` and `refunds.<id>.by` hold `{ uid, email }`. This moves each name
 * to the order's audit record (read by admins only), as the desk writes it today, and leaves the
 * shop's name in the history and none on the refund (`npm run orders:private-operators`, once,
 * after the deploy that made operators private; docs/deploy.md). Running it again changes nothing.
 */

/** An admin as the desk once wrote it on the order. */
interface NamedOperator {
  uid: unknown;
  email: unknown;
}

const namesOperator = (by: unknown): by is NamedOperator =>
  typeof by === 'object' && by !== null && ('uid' in by || 'email' in by);

interface OrderParts {
  status?: unknown;
  history?: readonly { by?: unknown; event?: unknown; status?: unknown; at?: unknown; refundId?: unknown }[];
  refunds?: Record<string, { by?: unknown; at?: unknown }>;
}

/** Whether the order still names an operator where its shopper reads it. */
export function namesOperators(order: OrderParts): boolean {
  return (
    (order.history ?? []).some((entry) => namesOperator(entry.by)) ||
    Object.values(order.refunds ?? {}).some((refund) => namesOperator(refund.by))
  );
}

/**
 * The order's parts without the operators' names, and the audit entries that keep them: one per
 * history entry that named one, and one per refund whose history entry did not.
 */
export function withoutOperators(orderId: string, order: OrderParts) {
  const audits: Record<string, unknown>[] = [];
  const history = (order.history ?? []).map((entry) => {
    if (!namesOperator(entry.by)) return entry;
    audits.push({ ...entry, by: { uid: entry.by.uid ?? null, email: entry.by.email ?? null }, orderId });
    return { ...entry, by: SHOP_NAME };
  });
  const audited = new Set(audits.map((audit) => audit.refundId).filter((id) => id !== undefined));
  const refunds: Record<string, FieldValue> = {};
  for (const [id, refund] of Object.entries(order.refunds ?? {})) {
    if (!namesOperator(refund.by)) continue;
    refunds[`refunds.${id}.by`] = FieldValue.delete();
    if (!audited.has(id))
      audits.push({
        event: 'refunded',
        status: order.status ?? null,
        at: refund.at ?? null,
        by: { uid: refund.by.uid ?? null, email: refund.by.email ?? null },
        refundId: id,
        orderId,
      });
  }
  return { history, refunds, audits };
}

/**
 * Every order that names an operator, rewritten in a transaction of its own (an order the desk
 * changes meanwhile is read again). Answers how many orders were read and how many rewritten.
 */
export async function makeOperatorsPrivate(db: Firestore): Promise<{ orders: number; rewritten: number }> {
  let orders = 0;
  let rewritten = 0;
  const stream = db.collection('Orders').select('history', 'refunds').stream();
  for await (const doc of stream as AsyncIterable<QueryDocumentSnapshot>) {
    orders += 1;
    if (!namesOperators(doc.data())) continue;
    const changed = await db.runTransaction(async (tx) => {
      const ref = orderRef(db, doc.id);
      const order = (await tx.get(ref)).data() as OrderParts | undefined;
      if (!order || !namesOperators(order)) return false;
      const { history, refunds, audits } = withoutOperators(doc.id, order);
      tx.update(ref, { history, ...refunds });
      for (const audit of audits) tx.create(auditOf(db, doc.id).doc(), { ...audit, movedFromOrder: true });
      return true;
    });
    if (changed) rewritten += 1;
  }
  return { orders, rewritten };
}
