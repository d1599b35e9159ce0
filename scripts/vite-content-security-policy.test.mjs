import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { contentSecurityPolicy, hostingContentSecurityPolicy } from './vite-content-security-policy.ts';

/** A policy's directives, each with its sources. */
const directives = (policy) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
  );

/** The policy a build in `mode` gets from a project whose .env.<mode> holds `lines`. */
function policyWith(lines, mode = 'production') {
  const root = mkdtempSync(join(tmpdir(), 'csp-'));
  roots.push(root);
  writeFileSync(join(root, `.env.${mode}`), lines.join('\n'));
  return directives(contentSecurityPolicy(mode, root));
}

/** A header firebase.json sends with every response. */
function hostingHeader(key) {
  const { hosting } = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'));
  const everyResponse = hosting.headers.find(({ source }) => source === '**').headers;
  return everyResponse.find((header) => header.key === key)?.value;
}

/** A build of each kind: no Stripe (the hosted page), Embedded Checkout, the emulators, App Check. */
const BUILDS = [
  ['VITE_FIREBASE_AUTH_DOMAIN=shop.firebaseapp.com'],
  ['VITE_STRIPE_PUBLISHABLE_KEY=pk_live_x'],
  ['VITE_USE_EMULATORS=true', 'VITE_EMULATOR_HOST=127.0.0.1'],
  ['VITE_APP_CHECK_SITE_KEY=site-key'],
];
const roots = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('the Content-Security-Policy and Stripe.js', () => {
  it('lets nothing of Stripe in when no publishable key is set (the hosted page is used)', () => {
    const policy = policyWith(['VITE_FIREBASE_AUTH_DOMAIN=shop.firebaseapp.com']);
    expect(
      Object.values(policy)
        .flat()
        .filter((source) => source.includes('stripe')),
    ).toEqual([]);
  });

  it('lets in exactly Stripe.js, its frames and API when a publishable key is set', () => {
    const policy = policyWith(['VITE_STRIPE_PUBLISHABLE_KEY=pk_live_x']);
    expect(policy['script-src']).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://checkout.stripe.com']),
    );
    expect(policy['frame-src']).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://checkout.stripe.com']),
    );
    expect(policy['connect-src']).toEqual(expect.arrayContaining(['https://api.stripe.com']));
    // Nothing wider than Stripe's own hosts, and no inline or evaluated script for it.
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(
      Object.values(policy)
        .flat()
        .filter((source) => /^https:\/\/\*\.stripe\.com$/.test(source)),
    ).toEqual([
      'https://*.stripe.com', // img-src only: Checkout's product images
    ]);
    expect(policy['img-src']).toContain('https://*.stripe.com');
  });
});

describe('the Content-Security-Policy and App Check', () => {
  it('lets nothing of reCAPTCHA or App Check in when no site key is set', () => {
    const policy = policyWith(['VITE_FIREBASE_AUTH_DOMAIN=shop.firebaseapp.com']);
    expect(
      Object.values(policy)
        .flat()
        .filter((source) => /recaptcha|firebaseappcheck/.test(source)),
    ).toEqual([]);
  });

  it("lets in reCAPTCHA's script and frame and App Check's token exchange when a site key is set", () => {
    const policy = policyWith(['VITE_APP_CHECK_SITE_KEY=site-key']);
    expect(policy['script-src']).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']),
    );
    expect(policy['frame-src']).toEqual(
      expect.arrayContaining([
        'https://www.google.com/recaptcha/',
        'https://recaptcha.google.com/recaptcha/',
      ]),
    );
    expect(policy['connect-src']).toContain('https://content-firebaseappcheck.googleapis.com');
    // Paths, not the whole of www.google.com.
    expect(Object.values(policy).flat()).not.toContain('https://www.google.com');
  });
});

describe('the Content-Security-Policy header firebase.json sends', () => {
  it("is the pages' policy less what differs per build, with what only a header carries", () => {
    expect(hostingHeader('Content-Security-Policy')).toBe(hostingContentSecurityPolicy());
    const header = directives(hostingHeader('Content-Security-Policy'));
    expect(header['frame-ancestors']).toEqual(["'none'"]);
    expect(header['script-src']).toEqual(
      expect.arrayContaining(["'self'", expect.stringMatching(/^'sha256-/)]),
    );
  });

  it("allows every page's inline script by the same hashes, and refuses nothing a page allows", () => {
    const header = directives(hostingContentSecurityPolicy());
    const hashes = (sources) => sources.filter((source) => source.startsWith("'sha256-"));
    for (const build of BUILDS) {
      const page = policyWith(build);
      expect(hashes(header['script-src']), build.join(' ')).toEqual(hashes(page['script-src']));
      for (const [name, sources] of Object.entries(header)) {
        if (page[name])
          expect(sources, `${name} in ${build.join(' ')}`).toEqual(expect.arrayContaining(page[name]));
      }
    }
  });
});

describe('the Permissions-Policy firebase.json sends', () => {
  it("lets Stripe's frames offer wallets, and keeps devices the shop never uses off", () => {
    const policy = hostingHeader('Permissions-Policy');
    // Apple Pay and Google Pay in Embedded Checkout use the Payment Request API inside Stripe's
    // frames: the page must allow it for itself (to delegate it) and for Stripe's origins.
    expect(policy).toContain('payment=(self "https://js.stripe.com" "https://checkout.stripe.com")');
    for (const feature of ['camera', 'microphone', 'geolocation', 'usb', 'serial', 'hid']) {
      expect(policy).toContain(`${feature}=()`);
    }
  });
});
