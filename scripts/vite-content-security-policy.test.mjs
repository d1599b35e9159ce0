import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { contentSecurityPolicy } from './vite-content-security-policy.ts';

/** The policy a build in `mode` gets from a project whose .env.<mode> holds `lines`. */
function policyWith(lines, mode = 'production') {
  const root = mkdtempSync(join(tmpdir(), 'csp-'));
  roots.push(root);
  writeFileSync(join(root, `.env.${mode}`), lines.join('\n'));
  const directives = contentSecurityPolicy(mode, root).split('; ');
  return Object.fromEntries(
    directives.map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
  );
}
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
