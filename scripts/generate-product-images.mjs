#!/usr/bin/env node
// Generates the placeholder product images referenced by catalog/products.json.
//
//   node scripts/generate-product-images.mjs          # write all images
//   node scripts/generate-product-images.mjs --clean  # also delete unreferenced *.svg
//
// Every image path in the catalog ("/images/products/<slug>-N.svg") is written
// to public/images/products/<slug>-N.svg. Variant 1 is the 400x400 card image,
// variants 2 and 3 are 800x800 gallery images (same 400-unit viewBox, scaled).
// Each variant uses a different background/angle so the gallery shows distinct
// pictures. No dependencies; output is deterministic.

import { mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CATALOG = join(ROOT, 'catalog', 'products.json');
const PUBLIC = join(ROOT, 'public');
const OUT_DIR = join(PUBLIC, 'images', 'products');
const MAX_BYTES = 3072;

const BRAND_COLORS = {
  Apple: '#3a3a3c',
  Samsung: '#1428a0',
  ASUS: '#00539b',
  Dell: '#007db8',
  Lenovo: '#e2231a',
  HP: '#0096d6',
  Panasonic: '#0049ab',
  Sony: '#1f1f1f',
  LG: '#a50034',
  Microsoft: '#0078d4',
  GoPro: '#0a84c6',
  Bose: '#2b2b2b',
  Canon: '#cc0000',
  Nintendo: '#e60012',
  Xiaomi: '#ff6900',
  Google: '#4285f4',
  Motorola: '#0066b3',
  OnePlus: '#eb0028',
  Anker: '#00a7e1',
  Hisense: '#00a6a2',
  Epson: '#003399',
  JBL: '#ff6600',
  Sonos: '#333333',
  Nikon: '#c9a800',
  Fujifilm: '#01916d',
  DJI: '#2b2b2b',
  Logitech: '#00b8fc',
  HyperX: '#e31837',
  Dyson: '#a41e83',
};

// ---------- colour helpers ----------
const hex = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
const toHex = (rgb) =>
  '#' +
  rgb
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
const mix = (c, w, t) => {
  const a = hex(c);
  const b = hex(w);
  return toHex(a.map((v, i) => v * t + b[i] * (1 - t)));
};
const luminance = (c) => {
  const [r, g, b] = hex(c).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
export const contrast = (a, b) => {
  const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m);
  return (x + 0.05) / (y + 0.05);
};
const hashHue = (s) => {
  let h = 0;
  for (const ch of s) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h % 360;
};
const hslHex = (h, s, l) => {
  const k = (n) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return toHex([f(0) * 255, f(8) * 255, f(4) * 255]);
};

export function palette(brand) {
  const base = BRAND_COLORS[brand] ?? hslHex(hashHue(brand), 0.65, 0.42);
  const bg = [mix(base, '#ffffff', 0.07), mix(base, '#ffffff', 0.14), mix(base, '#f4f4f4', 0.04)];
  const darkestBg = bg.reduce((d, c) => (luminance(c) < luminance(d) ? c : d));
  // Darken the brand colour until the text passes WCAG AA (4.5:1) on every background.
  let text = base;
  for (let t = 1; contrast(text, darkestBg) < 4.6 && t > 0; t -= 0.05) text = mix(base, '#000000', t);
  if (contrast(text, darkestBg) < 4.6) text = '#1a1a1a';
  const stroke = contrast(base, darkestBg) >= 3 ? base : text;
  return { base, bg, text, stroke, tint: mix(base, '#ffffff', 0.22) };
}

// ---------- drawings (400x400 units, drawing area ~ y 40..310) ----------
// "C" = stroke/accent colour, "T" = light tint fill; substituted per product.
const R = (x, y, w, h, r = 0, f = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${r ? ` rx="${r}"` : ''}${f ? ` fill="${f}"` : ''}/>`;
const C = (cx, cy, r, f = '') => `<circle cx="${cx}" cy="${cy}" r="${r}"${f ? ` fill="${f}"` : ''}/>`;
const P = (d, f = '') => `<path d="${d}"${f ? ` fill="${f}"` : ''}/>`;

const headphones =
  R(88, 200, 48, 86, 18, 'C') + R(264, 200, 48, 86, 18, 'C') + P('M112 205V175a88 88 0 0 1 176 0v30', 'none');
const screenTV = (x, y, w, h) => R(x, y, w, h, 8) + R(x + 10, y + 10, w - 20, h - 20, 3, 'T');

const DRAW = {
  Laptop: screenTV(100, 84, 200, 146) + P('M62 238H338L356 266H44Z') + P('M170 252H230', 'none'),
  Mobile:
    R(140, 52, 120, 250, 22) +
    R(152, 66, 96, 222, 12, 'T') +
    R(180, 72, 40, 12, 6, 'C') +
    P('M180 276H220', 'none'),
  Tablet: R(100, 64, 200, 250, 18) + R(114, 80, 172, 218, 6, 'T') + C(200, 72, 3, 'C'),
  Desktop:
    screenTV(52, 84, 200, 136) +
    P('M136 220L128 262H176L168 220', 'none') +
    R(108, 262, 88, 10, 4) +
    R(276, 76, 76, 196, 8) +
    P('M290 104H338M290 122H338', 'none') +
    C(314, 240, 10, 'C'),
  Computer:
    screenTV(60, 62, 280, 184) +
    P('M60 230H340', 'none') +
    P('M170 246L156 292H244L230 246', 'none') +
    R(140, 292, 120, 10, 5),
  Monitor: screenTV(44, 74, 312, 180) + P('M200 254V288M150 298L200 284L250 298', 'none'),
  TV: screenTV(36, 70, 328, 196) + P('M90 266L76 300M310 266L324 300', 'none'),
  Projector:
    P('M118 176L20 90M118 236L20 300', 'none') +
    R(110, 150, 220, 112, 18) +
    C(172, 206, 36, 'T') +
    C(172, 206, 18, 'C') +
    P('M236 180H306M236 206H306M236 232H306', 'none'),
  Headphones: headphones,
  'Gaming Headset': headphones + P('M112 282Q120 330 180 322', 'none') + C(186, 321, 8, 'C'),
  Speaker: R(136, 56, 128, 252, 36) + C(200, 128, 20, 'T') + C(200, 220, 50, 'T') + C(200, 220, 20, 'C'),
  Soundbar:
    R(28, 150, 344, 60, 30) + P('M70 180H330', 'none') + R(270, 226, 88, 80, 12) + C(314, 266, 24, 'T'),
  Camera:
    P('M120 118L140 88H220L240 118', 'T') +
    R(64, 118, 272, 170, 18) +
    C(200, 204, 62, 'T') +
    C(200, 204, 36, 'C') +
    R(280, 134, 34, 20, 4, 'C'),
  Camcorder:
    R(70, 132, 190, 120, 16) +
    R(260, 150, 74, 84, 10, 'T') +
    C(334, 192, 24, 'C') +
    R(88, 98, 96, 50, 6, 'T') +
    P('M120 252V282H210V252', 'none'),
  'Action Camera':
    R(118, 108, 164, 140, 22) +
    C(172, 170, 38, 'T') +
    C(172, 170, 20, 'C') +
    R(226, 128, 40, 26, 4, 'T') +
    R(150, 248, 100, 30, 6),
  Console:
    R(56, 158, 288, 96, 16) +
    P('M82 226H220', 'none') +
    R(250, 186, 70, 10, 5, 'C') +
    P('M80 254L72 282H328L320 254', 'none'),
  Controller:
    P(
      'M124 134H276C338 134 362 282 322 296C296 304 278 262 258 248H142C122 262 104 304 78 296C38 282 62 134 124 134Z',
    ) +
    P('M136 176V212M118 194H154', 'none') +
    C(262, 180, 9, 'C') +
    C(286, 202, 9, 'C') +
    C(170, 226, 14, 'T') +
    C(230, 226, 14, 'T'),
  Smartwatch:
    P('M162 54H238L232 104H168Z', 'T') +
    P('M168 284H232L238 330H162Z', 'T') +
    R(136, 98, 128, 192, 36) +
    R(150, 116, 100, 156, 24, 'T') +
    R(264, 150, 14, 36, 6, 'C'),
  Charger:
    R(182, 60, 10, 44, 3, 'C') +
    R(208, 60, 10, 44, 3, 'C') +
    R(136, 100, 128, 150, 22) +
    R(170, 150, 60, 14, 7, 'T') +
    R(170, 184, 60, 14, 7, 'T') +
    P('M200 250C200 300 300 280 320 320', 'none'),
  Refrigerator:
    R(120, 36, 160, 284, 12) +
    P('M120 150H280M200 36V150', 'none') +
    P('M188 70V120M212 70V120M140 176V230', 'none') +
    R(140, 320, 18, 6, 2, 'C') +
    R(242, 320, 18, 6, 2, 'C'),
  'Washing Machine':
    R(100, 50, 200, 262, 14) +
    P('M100 102H300', 'none') +
    C(136, 76, 8, 'C') +
    R(230, 70, 50, 12, 6, 'T') +
    C(200, 206, 70, 'T') +
    C(200, 206, 46),
  Microwave:
    R(44, 102, 312, 176, 14) +
    R(66, 124, 200, 132, 8, 'T') +
    R(286, 126, 48, 30, 4, 'T') +
    C(310, 196, 14, 'C') +
    C(310, 240, 8),
  Vacuum:
    P('M246 46H296V116', 'none') +
    R(224, 100, 72, 96, 20) +
    C(260, 148, 18, 'T') +
    P('M240 196L140 300', 'none') +
    R(70, 292, 130, 28, 12, 'C'),
  'Air Purifier':
    R(130, 48, 140, 268, 44) +
    C(200, 92, 24, 'T') +
    P('M158 150H242M158 180H242M158 210H242M158 240H242M158 270H242', 'none'),
};
const FALLBACK = R(100, 80, 200, 200, 20) + C(200, 180, 50, 'T');

const esc = (s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderSvg(product, variant) {
  const pal = palette(product.brand);
  const size = variant === 1 ? 400 : 800;
  const bg = pal.bg[(variant - 1) % 3];
  const art = (DRAW[product.type] ?? FALLBACK)
    .replaceAll('"C"', `"${pal.stroke}"`)
    .replaceAll('"T"', `"${pal.tint}"`);
  let deco = '';
  let transform = '';
  if (variant === 2) {
    deco = C(200, 184, 150, pal.bg[0]);
    transform = ' transform="rotate(-7 200 180)"';
  } else if (variant >= 3) {
    deco = R(0, 300, 400, 100, 0, pal.bg[1]);
    transform = ' transform="translate(400 0) scale(-1 1)"';
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400" role="img">` +
    `<title>${esc(product.title)}</title>` +
    `<rect width="400" height="400" fill="${bg}"/>${deco}` +
    `<g fill="#fff" stroke="${pal.stroke}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"${transform}>${art}</g>` +
    `<text x="200" y="364" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="30" font-weight="700" fill="${pal.text}">${esc(product.brand)}</text>` +
    `</svg>\n`
  );
}

function main() {
  const products = JSON.parse(readFileSync(CATALOG, 'utf8'));
  mkdirSync(OUT_DIR, { recursive: true });
  const written = new Set();
  let largest = 0;
  for (const p of products) {
    for (const path of p.images) {
      const m = /^\/images\/products\/([a-z0-9-]+)-(\d+)\.svg$/.exec(path);
      if (!m) throw new Error(`Product ${p.id}: unexpected image path ${path}`);
      const svg = renderSvg(p, Number(m[2]));
      const bytes = Buffer.byteLength(svg);
      if (bytes >= MAX_BYTES) throw new Error(`${path} is ${bytes} bytes (limit ${MAX_BYTES})`);
      largest = Math.max(largest, bytes);
      writeFileSync(join(PUBLIC, path), svg);
      written.add(path.split('/').pop());
    }
  }
  let removed = 0;
  if (process.argv.includes('--clean')) {
    for (const f of readdirSync(OUT_DIR)) {
      if (f.endsWith('.svg') && !written.has(f)) {
        unlinkSync(join(OUT_DIR, f));
        removed++;
      }
    }
  }
  console.log(
    `Wrote ${written.size} images for ${products.length} products to public/images/products (largest ${largest} bytes${removed ? `, removed ${removed} stale` : ''}).`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
