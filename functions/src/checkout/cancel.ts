import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

import { provesAttempt, readCancelLink } from '@/domain/cancel-link';
import { said } from '@/domain/refusal-codes';
import { log } from '../logs';
import { orderRef, type StoredOrder } from '../orders/order-store';
import { closeSession } from '../payments/close-session';
import { refuse, type Answer } from '../shared/answer';
import { callerUid, REVOKED, sessionEnded, type VerifyIdToken } from '../shared/caller';

export interface CancelCall {
  authorization: string | undefined;
  body: unknown;
}

export interface CancelDeps {
  db: Firestore;
  stripe: Stripe | null;
  verifyIdToken: VerifyIdToken;
}

/**
 * The one answer to a request that proves no checkout of the caller's: no token (a bare link),
 * another attempt's, another shopper's order, or none. The same for all, so it tells nothing.
 */
export const nothingToCancel = (): Answer =>
  refuse(404, said('nothing-to-cancel', 'There is no checkout of yours to cancel for this link.'));

/**
 * POST /api/cancel-checkout { orderId, token }: the shopper came back through Cancel on the payment
 * page of the order's current attempt, whose cancel address carried `token` (cancel-link.ts).
 * Their pending order's session is closed and its units are released now rather than in 30
 * minutes. Anything else releases nothing (`nothingToCancel`). Idempotent.
 */
export async function cancelCheckout(call: CancelCall, deps: CancelDeps): Promise<Answer> {
  const uid = await callerUid(call.authorization, deps.verifyIdToken);
  if (uid === REVOKED) return sessionEnded();
  if (!uid) return refuse(401, said('sign-in-to-cancel', 'Sign in to cancel a checkout.'));
  const sent = call.body as { orderId?: unknown; token?: unknown } | null;
  const link = readCancelLink(sent?.orderId, sent?.token);
  if (!link) return nothingToCancel();
  const { orderId } = link;
  const order = (await orderRef(deps.db, orderId).get()).data() as StoredOrder | undefined;
  if (!order || order.uid !== uid || !provesAttempt(order.cancelToken, link.token)) return nothingToCancel();
  if (order.status !== 'pending') return { status: 200, body: { status: order.status } };
  try {
    return { status: 200, body: { status: await closeSession(deps.stripe, deps.db, orderId, order) } };
  } catch (error) {
    log.cancelFailed({ orderId }, error);
    return refuse(502, said('cancel-failed', 'The checkout could not be cancelled. Please try again.'));
  }
}
