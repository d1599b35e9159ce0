import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { inlineIcon } from './vite-inline-favicon';

const ICON = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const PAGE = `<head>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
</head>`;

describe('inlineIcon', () => {
  const page = inlineIcon(PAGE, ICON);
  const href = /<link rel="icon" href="([^"]*)" type="image\/svg\+xml" \/>/.exec(page)?.[1] ?? '';

  it('writes the icon into the page, where it decodes to the same SVG', () => {
    expect(page).not.toContain('/favicon.svg');
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(ICON.trim());
  });

  it('leaves the rest of the head as it was', () => {
    expect(page.replace(href, '/favicon.svg')).toBe(PAGE);
  });

  it('refuses a page whose icon link it would not find', () => {
    expect(() => inlineIcon('<head><link rel="icon" href="/logo.svg" /></head>', ICON)).toThrow(
      /no <link rel="icon"/,
    );
  });
});
