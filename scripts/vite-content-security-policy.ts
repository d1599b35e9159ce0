// Vite plugin: writes the app's Content-Security-Policy into every built page as a <meta>, made
// from the build's own settings (the Firebase auth domain, the emulators in emulator builds).
// firebase.json sends the directives a <meta> cannot carry (frame-ancestors) as a header.
// See docs/architecture.md, "Host and security headers".
import { loadEnv, type Plugin } from 'vite';

import { AFTER_PAINT_LOADER_HASH } from './after-paint-scripts';

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

export function contentSecurityPolicy(mode: string, root = process.cwd()) {
  const env = loadEnv(mode, root, 'VITE_');
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
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // The prerendered pages' one inline script, by its hash (after-paint-scripts.ts).
    'script-src': ["'self'", AFTER_PAINT_LOADER_HASH, GOOGLE_SIGN_IN, ...stripe.script],
    // React writes style attributes and the carousel's width rules (<style>) into the markup.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https://*.googleusercontent.com', ...stripe.img],
    'connect-src': ["'self'", ...FIREBASE_CONNECT, GOOGLE_SIGN_IN, ...emulators, ...stripe.connect],
    'frame-src': [`https://${authDomain}`, GOOGLE_SIGN_IN, ...emulators, ...stripe.frame],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
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
