import { defineSecret } from 'firebase-functions/params';

/*
 * Every setting of the functions in one place: the limits and durations they run with, each with
 * its reason, and what they read from their environment. The environment is read and checked
 * once, as the functions start (index.ts calls `settings()` while it loads): a value they cannot
 * run with throws a SettingError naming the variable and what it takes, so the deploy (which
 * loads index.ts) and the start fail rather than run with a value nobody chose. Where each
 * variable is set: .env.example and docs/deploy.md ("Every setting").
 *
 * The fixed values below are not read from the environment: changing one is a code change, made
 * with its reason.
 */

/** Thrown at start for a setting the functions cannot run with: the start fails, loudly. */
export class SettingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SettingError';
  }
}

// --- Holds and checkouts ---

/** Stripe's shortest Checkout Session: its expires_at must be at least 30 minutes away. */
export const STRIPE_MIN_SESSION_MS = 30 * 60_000;
/** A hold lasts the session's 30 minutes plus 2 for the session to be made after it. */
export const HOLD_MS = STRIPE_MIN_SESSION_MS + 2 * 60_000;
/** How long a new order keeps trying when its products keep changing under it; then 502. */
export const PLACE_WITHIN_MS = 20_000;
/**
 * Transactions that touch a product's stock queue on its document; a burst of checkouts of one
 * product can outlast the SDK's default five attempts ("Transaction lock timeout"), so these get more.
 * (New orders take their units without a transaction: see `takeStockAsRead` in orders/stock.ts.)
 */
export const STOCK_TRANSACTION = { maxAttempts: 12 };
/**
 * An account whose last checkouts all ran out unpaid, all started within this window, waits
 * UNPAID_WAIT_MS after the last of them (checkout/unpaid-holds.ts): each held units nobody else
 * could buy for half an hour. A day: an honest shopper's abandoned checkouts are days apart.
 */
export const UNPAID_WINDOW_MS = 24 * 60 * 60_000;
/** The wait of such an account: as long as a hold's payment page stays open. */
export const UNPAID_WAIT_MS = 30 * 60_000;

// --- The checkout's rate limits (checkout/rate-limit.ts) ---

/** A bucket holds at most `burst` calls and gains `perMinute` back each minute. */
export interface RateLimit {
  burst: number;
  perMinute: number;
}

/**
 * Per account: a shopper may retry, change the cart and check out again a few times in a row
 * (each new checkout releases the one before, checkout/create-checkout.ts), then one a minute: no
 * honest shopper needs more, and each call asks Stripe for a session. Not a setting.
 */
export const ACCOUNT_LIMIT: RateLimit = { burst: 10, perMinute: 1 };

/**
 * Per client address (checkout/client-address.ts): sized for a carrier's NAT, where one IPv4
 * address is shared by up to about a thousand subscribers (common on the mobile networks of
 * Bangladesh and India). Even if one in ten of them is in the shop and one in ten of those checks
 * out within ten minutes, that is about one checkout a minute; 100 a minute, 200 at once, is a
 * hundred times that, and no honest crowd meets it. It only bounds what one machine can start
 * with many accounts; the per-account limit, the caps on what one checkout and one account may
 * hold, and the smaller caps of an unverified address do the real work (checkout-rules.ts). The
 * default of `CHECKOUT_ADDRESS_BURST` and `CHECKOUT_ADDRESS_PER_MINUTE`.
 */
export const ADDRESS_LIMIT: RateLimit = { burst: 200, perMinute: 100 };

/** Tries before a bucket that keeps changing under a burst counts as empty. */
export const BUCKET_TRIES = 6;

/** Entries Google appends behind Hosting: Hosting's edge and the function's front end. */
export const TRUSTED_HOPS_BEHIND_HOSTING = 2;
/** The most hops `CHECKOUT_TRUSTED_PROXIES` may name: more is a typo, not a chain. */
export const MOST_HOPS = 10;

// --- The sweep of holds (orders/sweep.ts) ---

/** How long past its end a hold is left for Stripe's own expiry webhook before the sweep acts. */
export const SWEEP_GRACE_MS = 5 * 60_000;
/**
 * How long past its end a hold whose session Stripe cannot tell about (it does not know the
 * session: one made with test keys, after the shop switched to live ones; or Stripe keeps failing)
 * is still asked about before its units go back anyway: a day. A Checkout Session cannot be paid
 * after it expires, and ours expire with their hold (half an hour); a payment made just before and
 * confirmed later still reaches the order by its webhook, which Stripe retries for three days, and
 * takes the units again or sends the order to review (orders/order-life.ts).
 */
export const STRANDED_AFTER_MS = 24 * 60 * 60_000;
/** Orders read per page; a run pages on until it has seen every hold it may release. */
export const SWEEP_PAGE = 200;

// --- Refunds, accounts, notices, totals ---

/**
 * A refund reserved this long ago was made by now, or never will be: Stripe answers in seconds,
 * and the SDK gives up on a call within a few minutes (80 s a try). Such a reservation (the desk's
 * call failed with no answer, and nobody sent it again) is settled with Stripe before a refund
 * (refunds/desk-refund.ts).
 */
export const STALE_RESERVATION_MS = 10 * 60_000;
/**
 * How recent the caller's sign-in must be to delete their account: the client re-authenticates
 * just before it calls (accounts/delete-account.ts).
 */
export const RECENT_SIGN_IN_MS = 5 * 60_000;
/** A deleted account's orders are rewritten in batches of this many (Firestore's limit is 500 writes). */
export const ACCOUNT_ORDERS_BATCH = 400;
/**
 * Shoppers handled per transaction by a product's notices (notices/product-notices.ts): each is a
 * baseline written and at most two notices, within Firestore's 500 writes per commit.
 */
export const NOTICES_PER_TRANSACTION = 150;
/**
 * How many documents a day's live counts are spread over (stats/day-totals-store.ts). Firestore sustains
 * about one write a second on one document: a burst of checkouts or payments all adding to one
 * day's document would queue behind each other (and fail past a point). Spread by order over
 * SHARDS documents (`{day}~{n}`, marked with `shard`), each takes an eighth; `foldDays` adds a
 * day's shards into the day's own document once the day is over, so the desk reads the past as
 * one document a day and today as at most SHARDS more.
 */
export const SHARDS = 8;

// --- The catalog's snapshot (catalog/catalog-snapshot.ts, docs/catalog-sync.md section 7) ---

/**
 * A rebuild reads the changes since this long before its watermark, as a device's sync does
 * (SYNC_OVERLAP_MS in the browser's catalog-sync.ts): its two queries are read at two moments, and
 * a product written between them can be older than a tombstone the later one saw.
 */
export const REBUILD_OVERLAP_MS = 60_000;
/**
 * The base is cut again once its changes pass this share of it: at 1 % of products changing a day,
 * every 5 days, so a first visit's changes stay within 95 kB beside 1.4 MB at 100k products.
 */
export const NEW_BASE_SHARE = 1 / 20;
/**
 * Files the manifest no longer names are deleted this long after they were written: a device that
 * took the manifest just before a rebuild still finds its files, and the CDN keeps serving what
 * it cached.
 */
export const KEEP_UNNAMED_FILES_MS = 24 * 60 * 60_000;
/** Files a rebuild writes in one batch: 20 of at most some 250 kB stay within a request's 10 MiB. */
export const FILES_PER_BATCH = 20;

// --- Stripe's keys ---

/**
 * Stripe's secret API key and webhook signing secret, kept in Cloud Secret Manager
 * (`firebase functions:secrets:set`, docs/deploy.md) and readable only by the functions that list
 * them (STRIPE_SECRETS, in index.ts's RUNTIME). Their values exist only while such a function
 * runs, so they are read on each call (`.value()`), never at start. The emulator reads them from
 * functions/.secret.local, which `npm start` and the test runs write (scripts/lib/payments.mjs).
 */
export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');
export const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');
export const STRIPE_SECRETS = [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET];

// --- The environment ---

/** `off`: every call is taken, token or not. `enforce`: a call without a valid App Check token is refused. */
export type AppCheckMode = 'off' | 'enforce';

const APP_CHECK_MODES: readonly AppCheckMode[] = ['off', 'enforce'];

/** Where `refreshRates` reads the day's exchange rates when `RATES_SOURCE_URL` is unset: free, no key. */
export const DEFAULT_RATES_SOURCE_URL = 'https://open.er-api.com/v6/latest/USD';

/** The local shop's addresses, which may start a payment in the emulator: `npm start` and `npm run dev`. */
const EMULATOR_ORIGINS = [
  'http://localhost:5000',
  'http://127.0.0.1:5000',
  'http://localhost:5173',
  'http://127.0.0.1:5173',
];

/** What the functions read from their environment, checked. */
export interface Settings {
  /** `FUNCTIONS_EMULATOR` is "true": the Functions emulator runs them (set by Firebase). */
  emulator: boolean;
  /** `CHECKOUT_ORIGINS`: the sites a payment may start from (checkoutOriginsFrom). */
  checkoutOrigins: readonly string[];
  /** `CHECKOUT_TRUSTED_PROXIES`: entries Google appends to X-Forwarded-For (trustedHopsFrom). */
  trustedHops: number;
  /** `CHECKOUT_ADDRESS_BURST` and `CHECKOUT_ADDRESS_PER_MINUTE`: the per-address limit (limitFrom). */
  addressLimit: RateLimit;
  /** `APP_CHECK`: whether checkout, cancel and the desk ask for an App Check token (appCheckModeFrom). */
  appCheck: AppCheckMode;
  /** `RATES_SOURCE_URL`: where `refreshRates` reads the day's exchange rates (ratesSourceFrom). */
  ratesSourceUrl: string;
  /** `STRIPE_STANDIN_URL`: the local Stripe stand-in, in the emulator only (set by `npm start`). */
  stripeStandinUrl: string | undefined;
}

/** The environment as Node gives it. */
export type Env = Readonly<Record<string, string | undefined>>;

/** A variable's value, trimmed; undefined when it is unset or blank. */
const setting = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** An http(s) address, or a SettingError naming `name`. */
function httpUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SettingError(`${name} must be an http or https address, not "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SettingError(`${name} must be an http or https address, not "${value}".`);
  return url;
}

/**
 * How many entries at the right of `X-Forwarded-For` Google's proxies appended: `value`
 * (`CHECKOUT_TRUSTED_PROXIES`) when set, else 2 behind Hosting, 0 in the emulator. A setting that
 * is not a whole number from 0 to 10 throws: one bucket shared by every shopper (a `NaN` count)
 * would turn the whole shop away at the first script. How the count is used: checkout/client-address.ts.
 */
export function trustedHopsFrom(value: string | undefined, emulator: boolean): number {
  if (value === undefined || value.trim() === '') return emulator ? 0 : TRUSTED_HOPS_BEHIND_HOSTING;
  const hops = Number(value);
  if (!/^\d+$/.test(value.trim()) || hops > MOST_HOPS)
    throw new SettingError(
      `CHECKOUT_TRUSTED_PROXIES must be a whole number from 0 to ${MOST_HOPS}, not "${value}".`,
    );
  return hops;
}

/**
 * The limit the environment sets, or `fallback` when it sets neither number. One that sets a
 * number that is not positive, or only one of the two, throws: the functions fail to start,
 * rather than run with a limit nobody chose.
 */
export function limitFrom(
  burst: string | undefined,
  perMinute: string | undefined,
  fallback: RateLimit,
): RateLimit {
  if (setting(burst) === undefined && setting(perMinute) === undefined) return fallback;
  const limit = { burst: Number(burst), perMinute: Number(perMinute) };
  if (!(
    limit.burst >= 1 &&
    Number.isFinite(limit.burst) &&
    limit.perMinute > 0 &&
    Number.isFinite(limit.perMinute)
  ))
    throw new SettingError(
      `CHECKOUT_ADDRESS_BURST and CHECKOUT_ADDRESS_PER_MINUTE must both be positive numbers, not "${burst}" and "${perMinute}".`,
    );
  return limit;
}

/**
 * The setting `APP_CHECK`: off when unset or empty, so local runs and a first deploy need no
 * token. Anything but `off` or `enforce` throws: a typo must not leave the functions open while
 * the operator believes them enforced. What enforcing does: shared/app-check.ts.
 */
export function appCheckModeFrom(value: string | undefined): AppCheckMode {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return 'off';
  const mode = APP_CHECK_MODES.find((known) => known === trimmed);
  if (!mode) throw new SettingError(`APP_CHECK must be "off" or "enforce", not "${value}".`);
  return mode;
}

/**
 * The sites a payment may start from: Stripe sends the shopper back to the calling site's /success
 * or /cancel, so only the shop's own addresses are accepted. `CHECKOUT_ORIGINS` (comma-separated)
 * names them; otherwise the project's Hosting domains, and in the emulator the local shop. An
 * entry that is not an origin as a browser sends it (`https://shop.example.com`: no path, no
 * trailing slash) throws: it could never match, and every checkout from it would be refused.
 */
export function checkoutOriginsFrom(env: Env, emulator: boolean): string[] {
  const listed = setting(env.CHECKOUT_ORIGINS);
  if (listed !== undefined) {
    const origins = listed
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
    for (const origin of origins)
      if (httpUrl('CHECKOUT_ORIGINS', origin).origin !== origin)
        throw new SettingError(
          `CHECKOUT_ORIGINS must list origins such as https://shop.example.com (no path, no trailing slash), not "${origin}".`,
        );
    if (origins.length === 0)
      throw new SettingError(`CHECKOUT_ORIGINS must list at least one origin, not "${listed}".`);
    return origins;
  }
  let config: { projectId?: string };
  try {
    config = JSON.parse(env.FIREBASE_CONFIG ?? '{}') as { projectId?: string };
  } catch {
    throw new SettingError('FIREBASE_CONFIG must be the JSON Firebase sets; leave it to Firebase.');
  }
  const project = env.GCLOUD_PROJECT ?? config.projectId;
  const hosted = project ? [`https://${project}.web.app`, `https://${project}.firebaseapp.com`] : [];
  return [...hosted, ...(emulator ? EMULATOR_ORIGINS : [])];
}

/** `RATES_SOURCE_URL`, or the default when unset or blank; an address that is not http(s) throws. */
export function ratesSourceFrom(value: string | undefined): string {
  const set = setting(value);
  if (set === undefined) return DEFAULT_RATES_SOURCE_URL;
  httpUrl('RATES_SOURCE_URL', set);
  return set;
}

/**
 * Every setting `env` holds, checked: throws a SettingError naming the first variable the
 * functions cannot run with. Pure, for the tests; the functions use `settings()`.
 */
export function settingsFrom(env: Env): Settings {
  const emulator = env.FUNCTIONS_EMULATOR === 'true';
  const standin = emulator ? setting(env.STRIPE_STANDIN_URL) : undefined;
  if (standin !== undefined) httpUrl('STRIPE_STANDIN_URL', standin);
  return {
    emulator,
    checkoutOrigins: checkoutOriginsFrom(env, emulator),
    trustedHops: trustedHopsFrom(env.CHECKOUT_TRUSTED_PROXIES, emulator),
    addressLimit: limitFrom(env.CHECKOUT_ADDRESS_BURST, env.CHECKOUT_ADDRESS_PER_MINUTE, ADDRESS_LIMIT),
    appCheck: appCheckModeFrom(env.APP_CHECK),
    ratesSourceUrl: ratesSourceFrom(env.RATES_SOURCE_URL),
    stripeStandinUrl: standin,
  };
}

let read: Settings | undefined;

/**
 * The functions' environment, read and checked on first use: index.ts asks as it loads, so a bad
 * value stops the start and the deploy. Not read when this module is imported: the scripts and
 * tests that import a flow's fixed values above do not depend on the functions' environment.
 */
export const settings = (): Settings => (read ??= settingsFrom(process.env));
