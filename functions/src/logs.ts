import { logger } from 'firebase-functions/logger';

/*
 * Everything the functions log, as named events: each call writes one JSON line through
 * firebase-functions' logger, which Cloud Logging reads as a structured entry: `severity`, the
 * `event` (the name below), a `message` a person reads, and the event's fields, so a log query
 * can ask for `jsonPayload.event="holdStranded"` or one order's `orderId`. An event with an error
 * carries it as `error` (name, message, code) and its stack in the message, which Error Reporting
 * groups by. The emulator prints the same lines. A new log line is a new event here, never a
 * console call.
 */

type Severity = 'INFO' | 'WARNING' | 'ERROR';

/** The fields an event carries: values a JSON line holds as they are. */
type Fields = Record<string, string | number | boolean | null | undefined>;
/** An event with no fields of its own: it is called with `{}`. */
type NoFields = Record<string, never>;

interface Event<F extends Fields> {
  severity: Severity;
  message: (fields: F) => string;
}

const info = <F extends Fields>(message: (fields: F) => string): Event<F> => ({ severity: 'INFO', message });
const failure = <F extends Fields>(message: (fields: F) => string): Event<F> => ({
  severity: 'ERROR',
  message,
});

const EVENTS = {
  /** A sweep's run that settled any hold (orders/sweep.ts): how many went each way. */
  holdsSwept: info<{ released: number; paid: number; left: number; stranded: number }>(
    ({ released, paid, left, stranded }) =>
      `Hold sweep: ${released} released, ${paid} paid, ${left} left, ${stranded} stranded.`,
  ),
  /** Stripe did not answer about a hold's session: it is asked again at the next sweep. */
  holdNotSettled: failure<{ orderId: string }>(
    ({ orderId }) => `The sweep could not settle order ${orderId}.`,
  ),
  /** A hold given back without Stripe's word, a day after its end, and flagged for the desk. */
  holdStranded: failure<{ orderId: string }>(
    ({ orderId }) => `The sweep released order ${orderId} without Stripe's word, a day after its hold ended.`,
  ),
  /** Giving a stranded hold back failed: tried again at the next sweep. */
  strandedHoldNotReleased: failure<{ orderId: string }>(
    ({ orderId }) => `The sweep could not release stranded order ${orderId}.`,
  ),
  /** The days that are over had their shards folded in (stats/fold.ts). */
  daysFolded: info<{ days: number }>(({ days }) => `Folded the shards of ${days} days of totals.`),
  /** Folding failed: left for the next sweep, the desk adds unfolded shards up as it reads. */
  foldFailed: failure<NoFields>(() => 'Could not fold the days of totals.'),
  /** The day's exchange rates were written (rates/refresh-rates.ts). */
  ratesWritten: info<{ day: string }>(({ day }) => `Exchange rates of ${day} written.`),
  /** A product's change gave its watchers notices (notices/product-notices.ts). */
  noticesWritten: info<{ productId: string; notices: number }>(
    ({ productId, notices }) => `Product ${productId}: ${notices} notice(s) written.`,
  ),
  /** The catalog's snapshot was rebuilt (catalog/catalog-snapshot.ts): how, and what it wrote. */
  catalogRebuilt: info<{ cut: string; files: number; changeCards: number; watermark: number }>(
    ({ cut, files, changeCards, watermark }) =>
      `Catalog snapshot rebuilt (${cut}): ${files} file(s) written, ${changeCards} change(s) beside the base, up to ${watermark}.`,
  ),
  /** A deleted product's tombstone was written (catalog/catalog-removals.ts). */
  productRemoved: info<{ productId: string }>(
    ({ productId }) => `Product ${productId} deleted: its tombstone tells the shoppers' catalogs.`,
  ),
  /** A checkout failed for a reason not the shopper's (Stripe or Firestore): answered 502. */
  checkoutFailed: failure<{ uid: string; orderId: string }>(
    ({ orderId }) => `Checkout of order ${orderId} failed.`,
  ),
  /** A shopper's cancel failed (Stripe or Firestore): answered 502, they may try again. */
  cancelFailed: failure<{ orderId: string }>(({ orderId }) => `Cancelling order ${orderId} failed.`),
  /** A desk action failed for a reason not the operator's: answered 502. */
  deskActionFailed: failure<{ action: string; orderId: string }>(
    ({ action, orderId }) => `Desk ${action} of order ${orderId} failed.`,
  ),
  /** A paid session the shop cannot simply confirm: no such order, or it went to review. */
  paymentNeedsAttention: failure<{ sessionId: string; outcome: string; orderId: string | null }>(
    ({ sessionId, outcome, orderId }) => `Stripe session ${sessionId}: ${outcome} (order ${orderId}).`,
  ),
  /** An account deleted itself (accounts/delete-account.ts). */
  accountDeleted: info<{ uid: string; anonymised: number }>(
    ({ uid, anonymised }) => `Account ${uid} deleted; ${anonymised} order(s) anonymised.`,
  ),
  /** Deleting an account failed part way: answered 502, a retry finishes it. */
  accountDeletionFailed: failure<{ uid: string }>(({ uid }) => `Deleting the account ${uid} failed.`),
  /** A password reset's time could not be copied onto the record (accounts/sessions.ts). */
  passwordResetNotRecorded: failure<NoFields>(() => 'Recording a password reset failed.'),
  /** A password change's time could not be copied onto the record. */
  passwordChangeNotRecorded: failure<{ uid: string }>(
    ({ uid }) => `Recording the password change of ${uid} failed.`,
  ),
  /** Signing an account out everywhere failed: answered 502, the call can be made again. */
  sessionsNotRevoked: failure<{ uid: string }>(({ uid }) => `Revoking the sessions of ${uid} failed.`),
};

type Events = typeof EVENTS;
type FieldsOf<E> = E extends Event<infer F> ? F : never;

/** Each event as a call: its fields, and the error that caused it when there is one. */
export type Log = { [Name in keyof Events]: (fields: FieldsOf<Events[Name]>, error?: unknown) => void };

/** An error as a JSON line holds it: JSON.stringify keeps none of an Error's own fields. */
function errorFields(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const { code, type, statusCode } = error as { code?: unknown; type?: unknown; statusCode?: unknown };
  return {
    name: error.name,
    message: error.message,
    ...((typeof code === 'string' || typeof code === 'number') && { code: String(code) }),
    ...(typeof type === 'string' && { type }),
    ...(typeof statusCode === 'number' && { statusCode }),
  };
}

function write(event: string, { severity, message }: Event<Fields>, fields: Fields, error: unknown) {
  const text = message(fields);
  const cause = error instanceof Error ? (error.stack ?? String(error)) : String(error);
  logger.write({
    severity,
    event,
    message: error === undefined ? text : `${text} ${cause}`,
    ...fields,
    ...(error !== undefined && { error: errorFields(error) }),
  });
}

/**
 * The functions' log: `log.holdStranded({ orderId }, error)`. Built from EVENTS, so each entry's
 * `event` is its name here; Object.fromEntries cannot tell the names apart, hence the cast.
 */
export const log = Object.fromEntries(
  Object.entries(EVENTS).map(([event, spec]) => [
    event,
    (fields: Fields, error?: unknown) => write(event, spec as Event<Fields>, fields, error),
  ]),
) as unknown as Log;
