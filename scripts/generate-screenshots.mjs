// Takes the web manifest's screenshots (the install dialog shows them) of home in a running shop.
// Run after a visible change to home, with `npm start` running:
//   node scripts/generate-screenshots.mjs [base URL, default http://localhost:5000]
import { mkdirSync, readFileSync } from 'node:fs';

import { chromium } from '@playwright/test';

import { CHROMIUM_ARGS, chromiumPath } from './lib/chromium.mjs';

const base = process.argv[2] ?? 'http://localhost:5000';
const manifest = JSON.parse(readFileSync('manifest.webmanifest', 'utf8'));

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
mkdirSync('public/screenshots', { recursive: true });
for (const { src, sizes } of manifest.screenshots) {
  const [width, height] = sizes.split('x').map(Number);
  const page = await browser.newPage({ viewport: { width, height }, reducedMotion: 'reduce' });
  await page.goto(base);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // Every image above the fold has loaded.
  await page.waitForFunction(() =>
    [...globalThis.document.images].every(
      (image) => image.getBoundingClientRect().top > globalThis.innerHeight || image.complete,
    ),
  );
  await page.screenshot({ path: `public${src}` });
  await page.close();
}
await browser.close();
console.log(`Wrote ${manifest.screenshots.length} screenshots to public/screenshots/`);
