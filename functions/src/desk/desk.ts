import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

import { said } from '@/domain/refusal-codes';
import { Refusal } from '../checkout/checkout-rules';
import { log } from '../logs';
import type { SeenAddress } from '../checkout/client-address';
import { applyStep, readDeskOrder, type DeskStoredOrder, type StepOutcome } from '../orders/order-store';
import type { Actor } from '../orders/order-step';
import { closeSession } from '../payments/close-session';
import { digestOf, giveBack, refundAction, stripeRefusal } from '../refunds/desk-refund';
import { reserveRefund } from '../refunds/plan-refund';
import { NoPayment, recordRefund, refundStrayPayment } from '../refunds/refund';
import { reserveRefundOn } from '../refunds/refund-store';
import { PAYMENTS_OFF, refuse, type Answer } from '../shared/answer';
import { callerUid, REVOKED, sessionEnded } from '../shared/caller';
import {
  cancel,
  deliver,
  DESK_ACTIONS,
  NO_SUCH_ORDER,
  parseOrderId,
  parseShipment,
  refusalOf,
  ship,
  type DeskAction,
} from './desk-rules';
import { parseResolution, planResolve, resolve } from './resolve-rules';

/*
 * The operator's desk: POST /api/desk/<action> (Hosting rewrite to the `desk` function), one
 * action per path: ship, deliver, refund, cancel, resolve. Each is for admins only
 * (Users/{uid}.userType == 'admin'): 401 without a valid ID token (revocation checked, like every
 * endpoint), 403 for anyone else. Each changes the order in one transaction with its history
 * entry (who, what, when) and the shopper's notice. docs/operator-desk.md is the contract.
 */

export interface DeskCall {
  /** The last segment of the path: the action asked for. */
  action: string;
  /** The Authorization header: "Bearer <Firebase ID token>". */
  authorization: string | undefined;
  /** The Idempotency-Key header (refund): the same key makes the same refund. */
  idempotencyKey: string | undefined;
  body: unknown;
  /** What the function sees of the call's origin, for the `address` diagnostic. */
  seenAddress?: SeenAddress;
}

/**
 * The admins' diagnostic of the checkout's client address: what this call's address, headers and
 * hop count give (checkout/client-address.ts). docs/deploy.md asks it after the first deploy,
 * from a phone's connection, to check the address is the phone's, not Google's.
 */
export const ADDRESS_DIAGNOSTIC = 'address';

export interface DeskDeps {
  db: Firestore;
  stripe: Stripe | null;
  /** Verifies an ID token, revocation checked; the e-mail goes into the history entries. */
  verifyIdToken: (token: string) => Promise<{ uid: string; email?: string | undefined }>;
}

/** The admin calling, or the answer refusing the caller (401 signed out, 403 not an admin). */
async function deskCaller(call: DeskCall, deps: DeskDeps): Promise<Actor | Answer> {
  let email = '';
  const uid = await callerUid(call.authorization, async (token) => {
    const decoded = await deps.verifyIdToken(token);
    email = decoded.email ?? '';
    return decoded;
  });
  if (uid === REVOKED) return sessionEnded();
  if (!uid) return refuse(401, said('sign-in-to-use-desk', 'Sign in to use the desk.'));
  const user = await deps.db.collection('Users').doc(uid).get();
  if (user.get('userType') !== 'admin')
    return refuse(403, said('admins-only', "The desk is for the shop's admins only."));
  if (!email) email = typeof user.get('email') === 'string' ? (user.get('email') as string) : '';
  return { uid, email };
}

const isAnswer = (value: Actor | Answer): value is Answer => 'status' in value;

/** The answer for a step applied (or found already applied) to the order. */
function answerOf(
  orderId: string,
  result: StepOutcome<DeskStoredOrder>,
  extra: Record<string, unknown> = {},
): Answer {
  switch (result.outcome) {
    case 'missing':
      return refuse(404, NO_SUCH_ORDER, { orderId });
    case 'refused':
      return refuse(result.status, result.refused, { orderId });
    case 'unchanged':
      return { status: 200, body: { orderId, status: result.order.status, ...extra } };
    case 'changed':
      return { status: 200, body: { orderId, status: result.step.status, ...extra } };
  }
}

async function cancelAction(orderId: string, deps: DeskDeps, by: Actor): Promise<Answer> {
  const order = await readDeskOrder(deps.db, orderId);
  if (!order) return refuse(404, NO_SUCH_ORDER, { orderId });
  const refused = refusalOf(order, 'cancel');
  if (refused) return refuse(409, refused, { orderId, status: order.status });
  if (order.status === 'pending') {
    // Its payment page is closed at Stripe first, so it can no longer be paid; a session found
    // paid meanwhile is confirmed instead, and the order is not cancelled.
    const now = await closeSession(deps.stripe, deps.db, orderId, order);
    if (now !== 'expired')
      return refuse(
        409,
        now === 'pending'
          ? said(
              'paid-at-stripe',
              'Stripe reports this order paid; its confirmation is on the way. Refund it once it is here.',
            )
          : said('paid-meanwhile', `This order was paid meanwhile (${now}): refund it instead.`),
        { orderId, status: now },
      );
  }
  return answerOf(
    orderId,
    await applyStep<DeskStoredOrder>(deps.db, orderId, ({ order: current, now }) =>
      cancel(orderId, current, by, now),
    ),
  );
}

async function resolveAction(
  orderId: string,
  call: DeskCall,
  deps: DeskDeps,
  by: Actor,
  stripe: Stripe | null,
): Promise<Answer> {
  const decision = parseResolution(call.body);
  if (!decision.ok) return refuse(decision.status, decision, { orderId });
  const order = await readDeskOrder(deps.db, orderId);
  if (!order) return refuse(404, NO_SUCH_ORDER, { orderId });
  const plan = planResolve(order, decision.value);
  if (!plan.ok) return refuse(plan.status, plan, { orderId, status: order.status });
  const { strays, refund } = plan.value;
  if ((strays.length > 0 || refund) && !stripe) return refuse(503, PAYMENTS_OFF);
  if (stripe) {
    for (const sessionId of strays)
      await recordRefund(deps.db, await refundStrayPayment(stripe, orderId, sessionId, by));
    if (refund) {
      // One resolve's refund per order ('review'): two resolves at once make the same refund.
      const request = { key: 'review', digest: digestOf(call.body), body: call.body, fromReview: true };
      const given = await giveBack(
        orderId,
        await reserveRefundOn(deps.db, orderId, (current, now) => reserveRefund(current, request, now)),
        deps.db,
        by,
        stripe,
      );
      if (given.status !== 200) return given;
    }
  }
  return answerOf(
    orderId,
    await applyStep<DeskStoredOrder>(deps.db, orderId, ({ order: current, now }) =>
      resolve(orderId, current, decision.value, by, now),
    ),
    { decision: decision.value },
  );
}

/**
 * POST /api/desk/<action>. Bodies (JSON), each with `orderId`:
 * - ship { carrier, trackingNumber } · deliver {} · cancel {}
 * - refund { lines?: [{ line, quantity }], restock?: boolean } (lines absent or empty: everything
 *   left; restock absent: yes before the order ships, no after), Idempotency-Key.
 * - resolve { decision, restock? } (restock: for decision refund, as for refund).
 * Answers { orderId, status, … } or { error } with 400, 401, 403, 404, 409, 502 or 503.
 */
export async function deskAction(call: DeskCall, deps: DeskDeps): Promise<Answer> {
  const by = await deskCaller(call, deps);
  if (isAnswer(by)) return by;
  if (call.action === ADDRESS_DIAGNOSTIC) return { status: 200, body: { ...call.seenAddress } };
  const action = DESK_ACTIONS.find((known): known is DeskAction => known === call.action);
  if (!action)
    return refuse(
      404,
      said('no-such-action', `No desk action "${call.action}". Use one of ${DESK_ACTIONS.join(', ')}.`, {
        action: call.action,
      }),
    );
  const id = parseOrderId(call.body);
  if (!id.ok) return refuse(id.status, id);
  const orderId = id.value;
  try {
    switch (action) {
      case 'ship': {
        const shipment = parseShipment(call.body);
        if (!shipment.ok) return refuse(shipment.status, shipment, { orderId });
        return answerOf(
          orderId,
          await applyStep<DeskStoredOrder>(deps.db, orderId, ({ order, now }) =>
            ship(orderId, order, shipment.value, by, now),
          ),
          { shipment: shipment.value },
        );
      }
      case 'deliver':
        return answerOf(
          orderId,
          await applyStep<DeskStoredOrder>(deps.db, orderId, ({ order, now }) =>
            deliver(orderId, order, by, now),
          ),
        );
      case 'cancel':
        return await cancelAction(orderId, deps, by);
      case 'refund':
        if (!deps.stripe) return refuse(503, PAYMENTS_OFF);
        return await refundAction(orderId, call, deps.db, by, deps.stripe);
      case 'resolve':
        return await resolveAction(orderId, call, deps, by, deps.stripe);
    }
  } catch (error) {
    if (error instanceof Refusal) return refuse(error.status, error.refused, { orderId });
    if (error instanceof NoPayment) return refuse(409, said('no-payment', error.message), { orderId });
    const refused = stripeRefusal(error);
    if (refused) return { ...refused, body: { ...refused.body, orderId } };
    log.deskActionFailed({ action, orderId }, error);
    return refuse(
      502,
      said('action-failed', `The ${action} could not be done. Please try again.`, { action }),
      {
        orderId,
      },
    );
  }
}
