import { loadOnce } from '@/lib/load-once';

/*
 * Firebase App Check in the page: with a reCAPTCHA Enterprise site key in the build, the page
 * gets a token saying it is the shop's own page in a real browser, and sends it with its calls to
 * the functions (appCheckHeaders) and, once App Check has started, with every Firestore request
 * (the SDK picks it up by itself). firebase/app-check is loaded on first use, never in the first
 * page's script. What it stops and what it does not: docs/architecture.md, "App Check".
 */

/**
 * The reCAPTCHA Enterprise site key, read straight from the build's settings: a build without one
 * has `undefined` here, and the bundler drops firebase/app-check along with the code that loads it.
 */
const SITE_KEY = import.meta.env.VITE_APP_CHECK_SITE_KEY;
/** A debug token registered in the Firebase console, for local runs only (.env.example). */
const DEBUG_TOKEN = import.meta.env.VITE_APP_CHECK_DEBUG_TOKEN;

/** The header the functions read the token from (functions/src/shared/app-check.ts). */
const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

/**
 * How long a call to the functions waits for a token before going without one: reCAPTCHA's
 * script has no error of its own, so a script that never arrives would hold a checkout forever.
 */
const TOKEN_WAIT_MS = 10_000;

/** Resolves now when the browser is online, else once it is back: reCAPTCHA's script is fetched once. */
const online = () =>
  new Promise<void>((resolve) => {
    if (typeof navigator === 'undefined' || navigator.onLine) resolve();
    else addEventListener('online', () => resolve(), { once: true });
  });

/** Starts App Check on the shop's Firebase app with this site key, and answers what gets a token. */
async function started(siteKey: string): Promise<() => Promise<string>> {
  // The app by import() too: shop-api.ts imports this module, and its chunk loads Firebase only
  // when a call is made.
  const [{ getToken, initializeAppCheck, ReCaptchaEnterpriseProvider }, { firebaseApp }] = await Promise.all([
    import('firebase/app-check'),
    import('@/lib/firebase'),
  ]);
  await online();
  // Read as App Check starts: the debug provider then stands in for reCAPTCHA's scoring.
  if (DEBUG_TOKEN) Object.assign(globalThis, { FIREBASE_APPCHECK_DEBUG_TOKEN: DEBUG_TOKEN });
  const appCheck = initializeAppCheck(firebaseApp, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
  return async () => (await getToken(appCheck)).token;
}

/** App Check, started once on first use; none in a build without a site key. */
const tokenSource = SITE_KEY ? loadOnce(() => started(SITE_KEY)) : null;

/**
 * Starts App Check when the build has a site key, so Firestore's requests carry its token from
 * then on. Auth's module calls it: every write to Firestore is a signed-in shopper's.
 */
export function startAppCheck(): void {
  // A chunk that did not arrive is asked for again by the next call to the functions.
  tokenSource?.().catch(() => undefined);
}

/**
 * The App Check header for a call to the shop's functions: the token, or none when the build has
 * no site key or no token comes in time. A call without one goes anyway, and a function that asks
 * for one refuses it in its own words.
 */
export async function appCheckHeaders(): Promise<Record<string, string>> {
  if (!tokenSource) return {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), TOKEN_WAIT_MS);
  });
  try {
    const token = await Promise.race([tokenSource().then((getToken) => getToken()), late]);
    return token ? { [APP_CHECK_HEADER]: token } : {};
  } catch {
    return {};
  } finally {
    clearTimeout(timer);
  }
}
