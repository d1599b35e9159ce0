// Vite plugin: writes the app's Content-Security-Policy into every built page as a <meta>, made
// from the build's own settings (the Firebase auth domain, the emulators in emulator builds).
// firebase.json sends the same policy as a header, less what depends on those settings, plus what
// a <meta> cannot carry (frame-ancestors): see hostingContentSecurityPolicy.
// See docs/architecture.md, "Host and security headers".
import { loadEnv, type Plugin } from 'vite';

import { AFTER_PAINT_LOADER_HASH } from './after-paint-scripts.ts';

/** Google endpoints the Firebase Web SDK calls: Firestore, Auth, token refresh, Google sign-in. */
const FIREBASE_CONNECT = [
  'https://firestore.googleapis.com',
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://www.googleapis.com',
];
/** Google sign-in's helper script (the popup resolver loads it) and its frames. */
const GOOGLE_SIGN_IN = 'https://apis.google.com';
/**
 * What Stripe.js and its Embedded Checkout need, per Stripe's integration security guide: the
 * script, its frames (and the checkout's), its API calls, and the product images Checkout shows.
 */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://checkout.stripe.com'],
  frame: [
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://hooks.stripe.com',
    'https://checkout.stripe.com',
  ],
  connect: ['https://api.stripe.com', 'https://checkout.stripe.com'],
  img: ['https://*.stripe.com'],
};

/**
 * What App Check needs where the build has a reCAPTCHA Enterprise site key (src/lib/app-check.ts):
 * reCAPTCHA's script and its frame, per Google's reCAPTCHA CSP guide, and App Check's token
 * exchange (the debug provider's too).
 */
const APP_CHECK = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://content-firebaseappcheck.googleapis.com'],
};

/** The policy's directives for a build with these settings (its VITE_ variables). */
function directivesFor(env: Record<string, string | undefined>): Record<string, string[]> {
  const authDomain = env.VITE_FIREBASE_AUTH_DOMAIN || 'demo-eshop.firebaseapp.com';
  const emulators =
    env.VITE_USE_EMULATORS === 'true'
      ? [env.VITE_EMULATOR_HOST, 'localhost', '127.0.0.1']
          .filter(Boolean)
          .flatMap((host) =>
            [env.VITE_AUTH_EMULATOR_PORT || '9099', env.VITE_FIRESTORE_EMULATOR_PORT || '8080'].map(
              (port) => `http://${host}:${port}`,
            ),
          )
      : [];
  // Stripe.js only where Embedded Checkout can run: a build with a publishable key, or an
  // emulator build (which takes a key at run time, see src/lib/env.ts). Otherwise none of it.
  const stripe =
    env.VITE_STRIPE_PUBLISHABLE_KEY || env.VITE_USE_EMULATORS === 'true'
      ? STRIPE
      : { script: [], frame: [], connect: [], img: [] };
  const appCheck = env.VITE_APP_CHECK_SITE_KEY ? APP_CHECK : { script: [], frame: [], connect: [] };
  return {
    'default-src': ["'self'"],
    // The prerendered pages' one inline script, by its hash (after-paint-scripts.ts).
    'script-src': ["'self'", AFTER_PAINT_LOADER_HASH, GOOGLE_SIGN_IN, ...stripe.script, ...appCheck.script],
    // React writes style attributes and the carousel's width rules (<style>) into the markup.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https://*.googleusercontent.com', ...stripe.img],
    'connect-src': [
      "'self'",
      ...FIREBASE_CONNECT,
      GOOGLE_SIGN_IN,
      ...emulators,
      ...stripe.connect,
      ...appCheck.connect,
    ],
    'frame-src': [`https://${authDomain}`, GOOGLE_SIGN_IN, ...emulators, ...stripe.frame, ...appCheck.frame],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

const written = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');

/** The policy every page of a build in `mode` carries as a <meta>. */
export function contentSecurityPolicy(mode: string, root = process.cwd()) {
  return written(directivesFor(loadEnv(mode, root, 'VITE_')));
}

/**
 * What the pages' policy allows differently per build: the auth domain's frame and the emulators'
 * origins, and `default-src`, which those directives fall back to when a policy leaves them out.
 */
const PER_BUILD = ['default-src', 'connect-src', 'frame-src'];

/**
 * The Content-Security-Policy header firebase.json sends with every response: every other
 * directive of the pages' policy, which is the same for every build (the inline loader's hash
 * included), with Stripe's and App Check's sources as a build that uses them has them, and
 * `frame-ancestors`, which only a header can carry. firebase.json is one file for every build and
 * every deployment, so the directives that name a deployment's own hosts stay in each page's
 * <meta>. A browser enforces both policies, so the header only has to be as wide as the widest
 * page: a build without Stripe or App Check narrows them away in its <meta>.
 * vite-content-security-policy.test.mjs fails when firebase.json's header is not this, and
 * tests/build/content-security-policy.test.ts when a built page's inline script is not allowed by
 * both.
 */
export function hostingContentSecurityPolicy() {
  const widest = directivesFor({
    VITE_STRIPE_PUBLISHABLE_KEY: 'pk_any',
    VITE_APP_CHECK_SITE_KEY: 'any',
  });
  const shared = Object.fromEntries(Object.entries(widest).filter(([name]) => !PER_BUILD.includes(name)));
  return written({ ...shared, 'frame-ancestors': ["'none'"] });
}

export function contentSecurityPolicyMeta(): Plugin {
  let policy = '';
  return {
    name: 'eshop-content-security-policy',
    apply: 'build',
    configResolved(config) {
      policy = contentSecurityPolicy(config.mode, config.root);
    },
    transformIndexHtml: {
      order: 'pre',
      // Right after the charset, which must stay in the first 1024 bytes, and ahead of any
      // resource the policy governs.
      handler: (html) =>
        html.replace(
          /<meta charset="[^"]*" \/>/i,
          (charset) => `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
        ),
    },
  };
}
