import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { servePages, stripScripts } from './lib/page-server.mjs';

const PAGE = `<!doctype html><html><head>
<link rel="stylesheet" href="/assets/app.css">
<link rel="modulepreload" crossorigin href="/assets/chunk.js">
<script type="module" crossorigin src="/assets/app.js"></script>
</head><body><h1>Deals</h1><script>window.early = [];
</script></body></html>`;

describe('stripScripts', () => {
  it('removes every script and module preload and keeps the styles and the content', () => {
    const floor = stripScripts(PAGE);
    expect(floor).not.toMatch(/<script|modulepreload/);
    expect(floor).toContain('<link rel="stylesheet" href="/assets/app.css">');
    expect(floor).toContain('<h1>Deals</h1>');
  });
});

describe('servePages', () => {
  const root = mkdtempSync(join(tmpdir(), 'page-server-'));
  let shop;
  let floor;
  beforeAll(async () => {
    mkdirSync(join(root, 'product-details'));
    writeFileSync(join(root, 'product-details', '1001.html'), PAGE);
    writeFileSync(join(root, '404.html'), '<p>Not found</p>');
    shop = await servePages(root);
    floor = await servePages(root, { withoutScripts: true });
  });
  afterAll(() => Promise.all([shop.close(), floor.close()]));

  // fetch undoes the brotli itself, so the header says how the bytes travelled.
  const read = (response) => response.text();
  const get = (origin, path) => fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'br' } });

  it('answers a clean URL with its page, brotli-compressed, scripts kept on the shop', async () => {
    const response = await get(shop.origin, '/product-details/1001');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await read(response)).toBe(PAGE);
  });

  it('answers the floor with the same page without its scripts', async () => {
    expect(await read(await get(floor.origin, '/product-details/1001'))).toBe(stripScripts(PAGE));
  });

  it('answers an unknown address with the 404 page and status', async () => {
    const response = await get(shop.origin, '/nowhere');
    expect(response.status).toBe(404);
    expect(await read(response)).toBe('<p>Not found</p>');
  });
});
