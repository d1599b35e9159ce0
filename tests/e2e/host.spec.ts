import { expect, test } from './support';

/* What the host answers (firebase.json, served by the Hosting emulator as it would be deployed). */

test('a missing script or image answers 404 with the not-found page, never the app shell with 200', async ({
  request,
}) => {
  for (const path of ['/assets/no-such-chunk-0000.js', '/images/products/no-such-image.svg']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('Page not found');
  }
});

test('pages and the manifest are revalidated on each visit; hashed assets are kept for good', async ({
  request,
}) => {
  for (const path of ['/', '/products', '/cart', '/manifest.webmanifest']) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe('no-cache');
  }
  const home = await (await request.get('/')).text();
  // A prerendered page names its entry script in the JSON its loader reads.
  const script = /"(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
  if (!script) throw new Error('home links no entry script');
  expect((await request.get(script)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('every page is sent with its security headers and its content policy', async ({ request }) => {
  const response = await request.get('/products');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(headers['x-content-type-options']).toBe('nosniff');
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(
    await response.text(),
  )?.[1];
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("object-src 'none'");
});

test('the web manifest offers shortcuts and screenshots for installation', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    id: string;
    shortcuts: { name: string; url: string }[];
    screenshots: { src: string; form_factor: string }[];
    icons: { purpose?: string }[];
  };
  expect(manifest.id).toBe('/');
  expect(manifest.shortcuts.map((shortcut) => shortcut.name)).toEqual(['Cart', 'Products', 'Best Sellers']);
  expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
  for (const { src } of manifest.screenshots) expect((await request.get(src)).status(), src).toBe(200);
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
});
