import { toCents } from '@/domain/money';
import { restockByDefault } from '@/domain/refund-choice';
import { said } from '@/domain/refusal-codes';
import { refusalOf } from '../desk/desk-rules';
import {
  linesFree,
  paidCents,
  refundedCents,
  reservedCents,
  reservedPerLine,
  unitsFreePerLine,
} from '../orders/order-amounts';
import {
  allow,
  deny,
  type DeskOrder,
  type PendingRefund,
  type RefundLine,
  type ValueOrRefusal,
} from '../orders/order-step';

/*
 * Planning a refund, as pure rules: reading the lines and the restock choice the desk sends, what
 * the refund gives back, and its reservation on the order before Stripe is asked (refunds asked
 * for at once are planned one after the other). refunds/desk-refund.ts does the asking;
 * apply-refund.ts records what Stripe made.
 */

/** A refund's Idempotency-Key sent again with another request (here, or at Stripe: desk-refund.ts). */
export const KEY_REUSED = said(
  'idempotency-key-reused',
  'This Idempotency-Key was used for another refund. Use a new one.',
);

/**
 * The lines to refund: `lines` absent or empty means every unit free to refund; otherwise a list
 * of { line, quantity } naming each line at most once, within what is free of it (units of a
 * refund under way are not).
 */
export function parseRefundLines(body: unknown, order: DeskOrder): ValueOrRefusal<RefundLine[]> {
  const raw = (body as { lines?: unknown } | null)?.lines;
  const left = unitsFreePerLine(order);
  const reserved = reservedPerLine(order);
  if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0))
    return allow(linesFree(order));
  if (!Array.isArray(raw) || raw.length > order.lines.length)
    return deny(
      400,
      said('refund-lines-invalid', 'Lines must be a list of { line, quantity }, one per line of the order.'),
    );
  const seen = new Set<number>();
  const lines: RefundLine[] = [];
  for (const item of raw as unknown[]) {
    const { line, quantity } = (item ?? {}) as { line?: unknown; quantity?: unknown };
    if (typeof line !== 'number' || !Number.isInteger(line) || line < 0 || line >= order.lines.length)
      return deny(
        400,
        said('refund-line-unknown', `There is no line ${String(line)} on this order.`, {
          line: String(line),
        }),
      );
    if (seen.has(line)) return deny(400, said('refund-line-twice', `Line ${line} is named twice.`, { line }));
    seen.add(line);
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1)
      return deny(
        400,
        said('refund-quantity-invalid', `Line ${line} needs a whole quantity of 1 or more.`, { line }),
      );
    if (quantity > (left[line] ?? 0))
      return deny(
        409,
        said(
          'refund-quantity-short',
          `Line ${line} has only ${left[line] ?? 0} unit(s) left to refund` +
            ((reserved[line] ?? 0) > 0 ? `; ${reserved[line]} more are being refunded right now.` : '.'),
          { line, left: left[line] ?? 0, reserved: reserved[line] ?? 0 },
        ),
      );
    lines.push({ line, quantity });
  }
  return allow(lines.sort((a, b) => a.line - b.line));
}

/**
 * Whether the refunded units go back on sale: `restock` true or false as the operator chose, or
 * absent for the default (yes before the order ships, no once it shipped or was delivered).
 */
export function parseRestock(body: unknown, order: DeskOrder): ValueOrRefusal<boolean> {
  const restock = (body as { restock?: unknown } | null)?.restock;
  if (restock === undefined || restock === null) return allow(restockByDefault(order));
  return typeof restock === 'boolean'
    ? allow(restock)
    : deny(
        400,
        said(
          'restock-choice-invalid',
          'Say whether the refunded units go back on sale: restock true or false.',
        ),
      );
}

/** What a refund will be: the lines, the amount in cents, and whether it leaves nothing behind. */
export interface RefundPlan {
  lines: RefundLine[];
  cents: number;
  /** True when every unit has then been refunded: the rest of the payment (shipping) goes too. */
  whole: boolean;
}

/**
 * Plans a refund of `lines` (from `parseRefundLines`). Each line gives back its units at the price
 * paid; the refund that leaves no unit behind gives back all that remains of the payment,
 * shipping included. Never more than what remains, refunds under way counted as given back.
 * `fromReview` lets resolve refund a needs-review order in full.
 */
export function planRefund(
  order: DeskOrder,
  lines: readonly RefundLine[],
  { fromReview = false }: { fromReview?: boolean } = {},
): ValueOrRefusal<RefundPlan> {
  if (!(fromReview && order.status === 'needs-review')) {
    const refused = refusalOf(order, 'refund');
    if (refused) return deny(409, refused);
  }
  const remaining = paidCents(order) - refundedCents(order) - reservedCents(order);
  const left = unitsFreePerLine(order);
  for (const { line, quantity } of lines) left[line] = (left[line] ?? 0) - quantity;
  const whole = left.every((quantity) => quantity <= 0);
  const linesCents = lines.reduce(
    (sum, { line, quantity }) => sum + toCents(order.lines[line]?.unitPrice ?? 0) * quantity,
    0,
  );
  const cents = whole ? remaining : Math.min(linesCents, remaining);
  if (cents <= 0 || (lines.length === 0 && !whole))
    return deny(409, said('nothing-to-refund', 'Nothing is left to refund on this order.'));
  return allow({ lines: [...lines], cents, whole });
}

/** A refund the desk asks for, as `reserveRefund` reads it. */
export interface RefundRequest {
  /** The caller's Idempotency-Key, or null. */
  key: string | null;
  /** The request in short (its lines and restock as sent): the same request, the same digest. */
  digest: string;
  /** { lines?, restock? } as sent. */
  body: unknown;
  /** Resolve's refund of a needs-review order: every unit free, whatever `lines` says. */
  fromReview?: boolean;
}

/** What `reserveRefund` found: a refund made already under this key, or the reservation to use. */
export type Reservation<T> =
  | { made: true; refundId: string; amount: number; lines: RefundLine[]; restock: boolean }
  | { made: false; key: string; pending: PendingRefund<T>; fresh: boolean };

/**
 * Plans a refund and reserves it on the order, in the transaction that reads the order: two
 * refunds planned at once are planned one after the other, the second from what the first left.
 * The reservation's key is the caller's Idempotency-Key or, without one, the request as sent on
 * the order as it stands (its refunds so far): a double click finds the reservation of the first
 * and makes the same refund at Stripe. A key whose refund was recorded already answers it again.
 */
export function reserveRefund<T>(
  order: DeskOrder,
  request: RefundRequest,
  now: T,
): ValueOrRefusal<Reservation<T>> {
  const key = request.key ?? `${Object.keys(order.refunds ?? {}).length}-${request.digest}`;
  const made = Object.entries(order.refunds ?? {}).find(([, refund]) => refund.key === key);
  if (made) {
    const [refundId, refund] = made;
    return allow({
      made: true,
      refundId,
      amount: refund.amount,
      lines: refund.lines,
      restock: refund.restock ?? restockByDefault(order),
    });
  }
  const pending = order.pendingRefunds?.[key];
  if (pending)
    return pending.request === request.digest
      ? allow({ made: false, key, pending: pending as PendingRefund<T>, fresh: false })
      : deny(409, KEY_REUSED);
  const fromReview = request.fromReview === true;
  if (!(fromReview && order.status === 'needs-review')) {
    const refused = refusalOf(order, 'refund');
    if (refused) return deny(409, refused);
  }
  const restock = parseRestock(request.body, order);
  if (!restock.ok) return restock;
  const lines = fromReview ? allow(linesFree(order)) : parseRefundLines(request.body, order);
  if (!lines.ok) return lines;
  const plan = planRefund(order, lines.value, { fromReview });
  if (!plan.ok) return plan;
  const { cents } = plan.value;
  return allow({
    made: false,
    key,
    fresh: true,
    pending: { lines: plan.value.lines, cents, restock: restock.value, request: request.digest, at: now },
  });
}
