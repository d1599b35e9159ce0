// Build-time configuration, read once. Every variable is documented in .env.example.
const env = import.meta.env;

/** The build's variables as Vite hands them over (`import.meta.env`). */
export interface BuildEnv {
  /** True in a build (`vite build`, whatever its mode), false under the dev server and the tests. */
  readonly PROD?: boolean;
  readonly [name: `VITE_${string}`]: string | undefined;
}

/** A variable's value; an empty one (`VITE_X=` in a .env file) is the same as an unset one. */
const given = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * What a build against a real Firebase project cannot run without: `apiKey`, `authDomain` and
 * `projectId` name the project (each would otherwise fall back to the emulators' demo project,
 * which does not exist outside them), and App Check tells the web app by `appId`. docs/deploy.md's
 * step 2 writes them all into .env.production. The storage bucket and sender id stay optional:
 * the shop uses neither, and a project without Storage has no bucket.
 */
export const REQUIRED_IN_PRODUCTION = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
] as const;

/**
 * Whether `settings` make a build against a real Firebase project: never one for the emulators
 * (`--mode emulator`, .env.emulator); otherwise any production build (`npm run build`, which the
 * deploy runs), and the dev server as soon as it names a project that is not a `demo-` one.
 */
export function talksToRealProject(settings: BuildEnv): boolean {
  if (settings.VITE_USE_EMULATORS === 'true') return false;
  const project = given(settings.VITE_FIREBASE_PROJECT_ID);
  return settings.PROD === true || (project !== undefined && !project.startsWith('demo-'));
}

/**
 * Throws, naming them, when `settings` make a build against a real project (talksToRealProject)
 * without every REQUIRED_IN_PRODUCTION variable: the shop refuses to start rather than talk to the
 * demo project, which would fail every read and sign-in without saying why.
 */
export function requireFirebaseSettings(settings: BuildEnv): void {
  if (!talksToRealProject(settings)) return;
  const missing = REQUIRED_IN_PRODUCTION.filter((name) => given(settings[name]) === undefined);
  if (missing.length > 0)
    throw new Error(
      `This build talks to a real Firebase project, but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set: ` +
        'write them to .env.production (docs/deploy.md, step 2), or build with --mode emulator for the local emulators.',
    );
}

/**
 * The Firebase web app's configuration. For the emulators and the tests the demo project's values
 * stand in for unset ones; a build against a real project has been through requireFirebaseSettings.
 */
export const firebaseConfigFrom = (settings: BuildEnv) => ({
  apiKey: given(settings.VITE_FIREBASE_API_KEY) ?? 'demo-api-key',
  authDomain: given(settings.VITE_FIREBASE_AUTH_DOMAIN) ?? 'demo-eshop.firebaseapp.com',
  projectId: given(settings.VITE_FIREBASE_PROJECT_ID) ?? 'demo-eshop',
  storageBucket: given(settings.VITE_FIREBASE_STORAGE_BUCKET),
  messagingSenderId: given(settings.VITE_FIREBASE_MESSAGING_SENDER_ID),
  appId: given(settings.VITE_FIREBASE_APP_ID),
});

/** The emulators' ports; an unset or empty variable gives the emulators' own default. */
export const emulatorPortsFrom = (settings: BuildEnv) => ({
  auth: Number(given(settings.VITE_AUTH_EMULATOR_PORT) ?? 9099),
  firestore: Number(given(settings.VITE_FIRESTORE_EMULATOR_PORT) ?? 8080),
});

/** Where the cart is sent to start a payment; an unset or empty variable gives Hosting's rewrite. */
export const checkoutEndpointFrom = (settings: BuildEnv) =>
  given(settings.VITE_CHECKOUT_ENDPOINT) ?? '/api/create-checkout-session';

// Vite writes the variable into the bundle as it reads it, so the emulator build ("true") drops the
// check and its words from the script every page loads first.
if (import.meta.env.VITE_USE_EMULATORS !== 'true') requireFirebaseSettings(env);

export const firebaseConfig = firebaseConfigFrom(env);

export const useEmulators = env.VITE_USE_EMULATORS === 'true';

/** Host of the emulators; defaults to the page's own host so 127.0.0.1 and localhost both work. */
export const emulatorHost =
  env.VITE_EMULATOR_HOST || (typeof location === 'undefined' ? '127.0.0.1' : location.hostname);

export const emulatorPorts = emulatorPortsFrom(env);

export const checkoutEndpoint = checkoutEndpointFrom(env);

/**
 * Stripe's publishable key: with one, the checkout mounts Stripe's Embedded Checkout in the page
 * (and the Content-Security-Policy lets Stripe.js in); without, it sends the shopper to Stripe's
 * hosted page. Emulator builds, where no key is set, also take one from localStorage
 * (`eshop:stripe-publishable-key`) so the embedded path can be tried, and tested, on the same build.
 */
export function stripePublishableKey(): string {
  const configured = env.VITE_STRIPE_PUBLISHABLE_KEY ?? '';
  if (configured || !useEmulators || typeof localStorage === 'undefined') return configured;
  try {
    return localStorage.getItem('eshop:stripe-publishable-key') ?? '';
  } catch {
    return '';
  }
}
