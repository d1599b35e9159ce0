import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { AFTER_PAINT_LOADER, AFTER_PAINT_LOADER_HASH, scriptsAfterPaint } from './after-paint-scripts';

const PAGE = `<!doctype html><html><head>
    <link rel="stylesheet" crossorigin href="/assets/app-1.css">
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app-1.js">
<link rel="modulepreload" crossorigin href="/assets/home-1.js">
    <link rel="manifest" href="/manifest.webmanifest">
</head><body><div id="root"><h1>Home</h1></div></body></html>`;

describe('scriptsAfterPaint', () => {
  const page = scriptsAfterPaint(PAGE);

  it('takes the entry script and its module preloads out of the page', () => {
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('modulepreload" crossorigin href');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/app-1.css">');
    expect(page).toContain('<div id="root"><h1>Home</h1></div>');
  });

  it('takes the web manifest out too', () => {
    expect(page).not.toContain('rel="manifest"');
  });

  it('lists them, in order, for the loader', () => {
    const listed = /<script id="page-scripts" type="application\/json">([^<]*)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(listed ?? 'null')).toEqual({
      entries: ['/assets/index-1.js'],
      preloads: ['/assets/app-1.js', '/assets/home-1.js'],
      manifest: '/manifest.webmanifest',
    });
  });

  it('adds one inline script, whose hash is the one the content policy allows', () => {
    const inline = [...page.matchAll(/<script>([^<]*)<\/script>/g)].map(([, text]) => text);
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`;
    expect(hash).toBe(AFTER_PAINT_LOADER_HASH);
  });

  it('inlines the loader as one self-contained script: nothing imported, nothing that ends it early', () => {
    expect(AFTER_PAINT_LOADER).toMatch(/^\(\(\)=>\{.*\}\)\(\);$/s);
    expect(AFTER_PAINT_LOADER).not.toMatch(/\bimport\b|\bexport\b|\brequire\(/);
    expect(AFTER_PAINT_LOADER).not.toContain('</script');
    // Bundled from its TypeScript source with the one test of a hydrated node (lib/react-fiber.ts).
    expect(AFTER_PAINT_LOADER).toContain('__reactFiber$');
    expect(AFTER_PAINT_LOADER.length).toBeLessThan(2500);
  });

  it('refuses a page without an entry script', () => {
    expect(() => scriptsAfterPaint('<html><head></head><body></body></html>')).toThrow(/no module entry/);
  });
});
