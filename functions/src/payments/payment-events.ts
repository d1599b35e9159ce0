import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

import { applyStep, type StepInput, type StepOutcome, type StoredOrder } from '../orders/order-store';
import { allow, type OrderStep } from '../orders/order-step';
import { paymentStep, type Decision } from './payment-step';
import { paymentVerdict } from './webhook-rules';

export type Outcome = 'paid' | 'already paid' | 'unknown order' | 'needs review' | 'expired' | 'not expired';

/** A paid session's verdict (webhook-rules.ts) as the fields to write with its transition. */
export function paymentDecision(
  session: Stripe.Checkout.Session,
  { order, short }: Pick<StepInput<StoredOrder>, 'order' | 'short'>,
): Decision | null {
  const verdict = paymentVerdict(session, order, short);
  if (!verdict) return null;
  switch (verdict.event) {
    case 'paid':
      return { event: 'paid', fields: { paidAt: FieldValue.serverTimestamp() } };
    case 'paid-stray':
      return {
        event: 'paid-stray',
        fields: { strayPayments: FieldValue.arrayUnion(session.id), reviewReason: verdict.reviewReason },
      };
    case 'paid-wrong-amount':
      return {
        event: 'paid-wrong-amount',
        fields: { paidAmount: verdict.paidAmount, reviewReason: verdict.reviewReason },
      };
    case 'paid-short':
      return { event: 'paid-short', fields: { reviewReason: verdict.reviewReason } };
  }
}

/**
 * Applies the payment event `decide` names to the order, in one transaction, as its life table
 * says (payment-step.ts); the products are read first when its hold was released.
 */
const applyPayment = (
  db: Firestore,
  orderId: string,
  decide: (input: StepInput<StoredOrder>) => Decision | null,
  also?: (tx: Transaction, order: StoredOrder, step: OrderStep<unknown>) => Promise<() => void>,
): Promise<StepOutcome<StoredOrder>> =>
  applyStep<StoredOrder>(
    db,
    orderId,
    (input) => allow(paymentStep(orderId, input.order, decide(input), input.now)),
    { seeStock: true, ...(also ? { also } : {}) },
  );

/**
 * Applies a paid session to its order, once. A sale empties the shopper's saved cart and notes the
 * order on their record in the same transaction; a second delivery finds the order paid.
 */
export async function markPaid(db: Firestore, session: Stripe.Checkout.Session): Promise<Outcome> {
  const orderId = session.client_reference_id;
  if (!orderId) return 'unknown order';
  const result = await applyPayment(
    db,
    orderId,
    (input) => paymentDecision(session, input),
    async (tx, order, step) => {
      const userRef = db.collection('Users').doc(order.uid);
      const user = step.history.event === 'paid' ? await tx.get(userRef) : undefined;
      return () => {
        if (user?.exists) tx.update(userRef, { cart: [], orders: FieldValue.arrayUnion(orderId) });
      };
    },
  );
  if (result.outcome === 'missing') return 'unknown order';
  if (result.outcome !== 'changed') return 'already paid';
  return result.step.history.event === 'paid' ? 'paid' : 'needs review';
}

/**
 * Expires the order when the session it waits on closed unpaid, giving its units back. A session
 * the order has since moved on from, or an order already paid, is left as it is.
 */
export async function markExpired(
  db: Firestore,
  orderId: string,
  sessionId: string | null,
  fields?: Record<string, unknown>,
) {
  const result = await applyPayment(db, orderId, ({ order }) =>
    order.sessionId === sessionId ? { event: 'expired', ...(fields ? { fields } : {}) } : null,
  );
  if (result.outcome === 'missing') return 'unknown order';
  return result.outcome === 'changed' ? 'expired' : 'not expired';
}
