// The Content-Security-Policy as the host sends it and as the built pages carry it: the
// header from firebase.json and each page's <meta> (scripts/vite-content-security-policy.ts), which
// a browser both enforces. Read from `dist/` as the emulator build left it and from the Hosting
// emulator serving it.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { HOSTS } from '../../scripts/lib/emulator-rest.mjs';
import { DIST } from '../support/built-site';

/** What firebase.json sends with every response. */
function declaredHeader(key: string): string | undefined {
  const { hosting } = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
    hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  };
  return hosting.headers.find(({ source }) => source === '**')?.headers.find((header) => header.key === key)
    ?.value;
}

const scriptSources = (policy: string) =>
  policy
    .split('; ')
    .find((directive) => directive.startsWith('script-src '))
    ?.split(' ')
    .slice(1) ?? [];

/** The page's inline scripts that run: neither loaded from a file nor JSON data. */
const inlineScripts = (html: string) =>
  [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
  ].map(([, code]) => code ?? '');

const hashSource = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

const pages = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.html'),
);

describe('the Content-Security-Policy of the built site', () => {
  it('is sent by the host as firebase.json declares it, beside the Permissions-Policy', async () => {
    const response = await fetch(`http://${HOSTS.hosting}/products`);
    expect(response.headers.get('content-security-policy')).toBe(declaredHeader('Content-Security-Policy'));
    expect(response.headers.get('permissions-policy')).toBe(declaredHeader('Permissions-Policy'));
  });

  it("lets every built page's inline scripts run, by their hashes, under its <meta> and the header", () => {
    const header = scriptSources(declaredHeader('Content-Security-Policy') ?? '');
    const refused = pages.flatMap((page) => {
      const html = readFileSync(join(DIST, page), 'utf8');
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
      if (!meta) return [`${page}: no Content-Security-Policy <meta>`];
      const allowed = scriptSources(meta);
      return inlineScripts(html)
        .map(hashSource)
        .flatMap((hash) => [
          ...(allowed.includes(hash) ? [] : [`${page}: ${hash} is not in its <meta>`]),
          ...(header.includes(hash) ? [] : [`${page}: ${hash} is not in the header`]),
        ]);
    });
    expect(pages.length).toBeGreaterThan(0);
    expect(refused).toEqual([]);
  });
});
