// Renders the app icons (PNG) from one SVG drawing with the system Chromium.
// Run once after changing the logo: node scripts/generate-icons.mjs
// Chromium writes loose PNGs; optipng (Debian's `optipng` package) packs them losslessly to about
// half, which the service worker's precache feels.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

import { chromium } from '@playwright/test';

import { CHROMIUM_ARGS, chromiumPath } from './lib/chromium.mjs';

/** The cart logo; `inset` shrinks it into the maskable safe zone (the inner 80 %). */
const logo = (size, inset, rounded) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="#1d4ed8"/>
  <g transform="translate(${32 * inset} ${32 * inset}) scale(${1 - inset})">
    <path d="M18 22h4l5 20h17l4-14H25" fill="none" stroke="#fff" stroke-width="4"
      stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="29" cy="48" r="3" fill="#fff"/><circle cx="42" cy="48" r="3" fill="#fff"/>
  </g>
</svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, inset: 0, rounded: true },
  { file: 'icon-512.png', size: 512, inset: 0, rounded: true },
  { file: 'icon-maskable-512.png', size: 512, inset: 0.2, rounded: false },
  { file: 'apple-touch-icon.png', size: 180, inset: 0.1, rounded: false },
];

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
mkdirSync('public/icons', { recursive: true });
for (const { file, size, inset, rounded } of ICONS) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<body style="margin:0">${logo(size, inset, rounded)}</body>`);
  await page.screenshot({ path: `public/icons/${file}`, omitBackground: true });
  await page.close();
}
await browser.close();
const files = ICONS.map(({ file }) => `public/icons/${file}`);
const packed = spawnSync('optipng', ['-o7', '-strip', 'all', '-quiet', ...files], { stdio: 'inherit' });
if (packed.error) console.warn('optipng is not installed: the icons are left as Chromium wrote them.');
console.log(`Wrote ${ICONS.length} icons to public/icons/`);
