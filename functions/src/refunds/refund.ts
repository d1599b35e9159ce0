import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

import { applyStep, type DeskStoredOrder, type StepOutcome } from '../orders/order-store';
import type { Actor, PendingRefund, RefundLine } from '../orders/order-step';
import { applyRefund, applyStrayRefund } from './apply-refund';

/*
 * Refunds go through Stripe (the `stripe` SDK; in the emulator, the local stand-in). Every refund
 * the desk makes carries in its metadata what the order needs to apply it: the order, whether it
 * gives back the order's own payment (its lines, whether they go back on sale, the reservation it
 * was planned under) or a stray second payment, and who asked. The refund is applied to the
 * order by its Stripe id, once: by the desk right after Stripe answers, and again (changing
 * nothing) when Stripe's `charge.refunded` arrives, however often it does.
 */

/** The metadata keys of a refund made by the desk. */
interface RefundMetadata {
  orderId: string;
  /** 'order': the order's own payment, `lines` given back; 'stray': a second session's payment. */
  kind: 'order' | 'stray';
  /** "line:quantity" pairs, comma-separated ("0:1,2:3"): Stripe metadata values are strings. */
  lines?: string;
  /** The order's reservation of this refund (`pendingRefunds.<key>`). */
  reservation?: string;
  /** 'yes': the refunded units go back on sale; 'no': they do not. */
  restock?: 'yes' | 'no';
  sessionId?: string;
  byUid: string;
  byEmail: string;
}

export const encodeLines = (lines: readonly RefundLine[]) =>
  lines.map(({ line, quantity }) => `${line}:${quantity}`).join(',');

export function decodeLines(text: string | undefined): RefundLine[] {
  if (!text) return [];
  return text.split(',').flatMap((pair) => {
    const [line, quantity] = pair.split(':').map(Number);
    return Number.isInteger(line) &&
      Number.isInteger(quantity) &&
      (line as number) >= 0 &&
      (quantity as number) > 0
      ? [{ line: line as number, quantity: quantity as number }]
      : [];
  });
}

/** The PaymentIntent that paid a Checkout Session, or null when it has none (never paid). */
export async function paymentIntentOf(stripe: Stripe, sessionId: string): Promise<string | null> {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  const intent = session.payment_intent;
  return typeof intent === 'string' ? intent : (intent?.id ?? null);
}

/** Stripe holds no payment to refund (a session never paid): the desk answers 409. */
export class NoPayment extends Error {}

const actorOf = (metadata: Partial<Record<string, string>>): Actor | null =>
  metadata.byUid ? { uid: metadata.byUid, email: metadata.byEmail ?? '' } : null;

/** Stripe's idempotency key of the refund reserved under `key`: the same reservation, the same refund. */
const refundKey = (orderId: string, key: string) => `eshop-refund-${orderId}-${key}`;

/**
 * Asks Stripe to give back the refund reserved on the order under `key` (`pending.cents` of its
 * own payment). Asked again for the same reservation (a double click, a retry), Stripe answers
 * the same refund.
 */
export async function refundOrderPayment(
  stripe: Stripe,
  orderId: string,
  order: DeskStoredOrder,
  key: string,
  pending: PendingRefund,
  by: Actor,
): Promise<Stripe.Refund> {
  const intent = order.sessionId ? await paymentIntentOf(stripe, order.sessionId) : null;
  if (!intent) throw new NoPayment('Stripe has no payment for this order to refund.');
  const metadata: RefundMetadata = {
    orderId,
    kind: 'order',
    lines: encodeLines(pending.lines),
    reservation: key,
    restock: pending.restock ? 'yes' : 'no',
    byUid: by.uid,
    byEmail: by.email,
  };
  return stripe.refunds.create(
    {
      payment_intent: intent,
      amount: pending.cents,
      reason: 'requested_by_customer',
      metadata: { ...metadata },
    },
    { idempotencyKey: refundKey(orderId, key) },
  );
}

/**
 * The refund Stripe made for the reservation `key` of the order, or null when it made none (so
 * the reservation can go). Throws when Stripe cannot be asked.
 */
export async function refundMadeFor(
  stripe: Stripe,
  orderId: string,
  order: DeskStoredOrder,
  key: string,
): Promise<Stripe.Refund | null> {
  const intent = order.sessionId ? await paymentIntentOf(stripe, order.sessionId) : null;
  if (!intent) return null;
  const { data } = await stripe.refunds.list({ payment_intent: intent, limit: 100 });
  return (
    data.find((refund) => refund.metadata?.orderId === orderId && refund.metadata.reservation === key) ?? null
  );
}

/** Gives back a stray payment (another session of the order, paid) in full. */
export async function refundStrayPayment(
  stripe: Stripe,
  orderId: string,
  sessionId: string,
  by: Actor,
): Promise<Stripe.Refund> {
  const intent = await paymentIntentOf(stripe, sessionId);
  if (!intent) throw new NoPayment(`Stripe has no payment for session ${sessionId} to refund.`);
  const metadata: RefundMetadata = { orderId, kind: 'stray', sessionId, byUid: by.uid, byEmail: by.email };
  try {
    return await stripe.refunds.create(
      { payment_intent: intent, reason: 'duplicate', metadata: { ...metadata } },
      { idempotencyKey: `eshop-stray-refund-${orderId}-${sessionId}` },
    );
  } catch (error) {
    // Given back already (by hand in Stripe's Dashboard): that refund is the one to record.
    if ((error as { code?: unknown }).code !== 'charge_already_refunded') throw error;
    const [made] = (await stripe.refunds.list({ payment_intent: intent, limit: 1 })).data;
    if (!made) throw error;
    return { ...made, metadata: { ...made.metadata, ...metadata } };
  }
}

export type RefundOutcome =
  'applied' | 'already applied' | 'unknown order' | 'not from the desk' | 'not succeeded';

const outcomeOf = (result: StepOutcome<DeskStoredOrder>): RefundOutcome =>
  result.outcome === 'changed'
    ? 'applied'
    : result.outcome === 'missing'
      ? 'unknown order'
      : 'already applied';

/**
 * Applies a refund Stripe made to its order, once (by its id): the order's own payment gives back
 * its lines' units to the stock (when the operator chose to restock them), replaces its
 * reservation and moves the order to refunded or partially-refunded; a stray payment's is only
 * recorded. A refund without the desk's metadata (made by hand in Stripe's
 * Dashboard) is not applied: the order cannot know which lines it gave back.
 */
export async function recordRefund(db: Firestore, refund: Stripe.Refund): Promise<RefundOutcome> {
  const metadata = (refund.metadata ?? {}) as Partial<Record<string, string>>;
  const orderId = metadata.orderId;
  if (!orderId || (metadata.kind !== 'order' && metadata.kind !== 'stray')) return 'not from the desk';
  if (refund.status !== 'succeeded' && refund.status !== 'pending') return 'not succeeded';
  const by = actorOf(metadata);
  const sessionId = metadata.sessionId;
  if (metadata.kind === 'stray') {
    if (!sessionId) return 'not from the desk';
    return outcomeOf(
      await applyStep<DeskStoredOrder>(db, orderId, ({ order, now }) => ({
        ok: true,
        value: applyStrayRefund(order, sessionId, refund.id, by, now),
      })),
    );
  }
  const lines = decodeLines(metadata.lines);
  const restock = metadata.restock === 'yes' ? true : metadata.restock === 'no' ? false : undefined;
  const made = { id: refund.id, cents: refund.amount, lines, by, restock, reservation: metadata.reservation };
  return outcomeOf(
    await applyStep<DeskStoredOrder>(db, orderId, ({ order, now }) => ({
      ok: true,
      value: applyRefund(orderId, order, made, now),
    })),
  );
}

/**
 * `charge.refunded`: applies every refund of the charge that the shop made. Stripe's recent API
 * versions send the Charge without its refunds, so they are listed; each is applied once.
 */
export async function receiveRefunds(db: Firestore, stripe: Stripe, charge: Stripe.Charge) {
  const sent = charge.refunds;
  const refunds =
    sent && !sent.has_more ? sent.data : (await stripe.refunds.list({ charge: charge.id, limit: 100 })).data;
  const outcomes: Record<string, RefundOutcome> = {};
  for (const refund of refunds) outcomes[refund.id] = await recordRefund(db, refund);
  return outcomes;
}
