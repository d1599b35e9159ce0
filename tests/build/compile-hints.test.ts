// V8's compile hint on the scripts a page runs as it goes live (scripts/vite-compile-hints.ts),
// read from `dist/` as the emulator build left it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { COMPILE_HINT as HINT } from '../../scripts/vite-compile-hints';
import { DIST, eagerAssets } from '../support/built-site';

const productPage = `product-details/${readdirSync(join(DIST, 'product-details'))[0]}`;
const scriptsOf = (page: string) => eagerAssets(page).filter((file) => file.endsWith('.js'));
const code = (file: string) => readFileSync(join(DIST, file), 'utf8');

describe('compile hints in the built site', () => {
  it.each(['index.html', 'products.html', productPage, '404.html'])(
    'every script %s runs before it is live opens with the hint',
    (page) => {
      const scripts = scriptsOf(page);
      expect(scripts.length).toBeGreaterThan(2);
      for (const file of scripts) expect(code(file).split('\n', 1)[0], file).toBe(HINT);
    },
  );

  it('each hinted script’s source map has as many lines as the script, the first mapping nothing', () => {
    const mapped = scriptsOf('index.html').filter((file) => existsSync(join(DIST, `${file}.map`)));
    expect(mapped.length).toBeGreaterThan(2);
    for (const file of mapped) {
      const { mappings } = JSON.parse(code(`${file}.map`)) as { mappings: string };
      expect(mappings.startsWith(';'), file).toBe(true);
      expect(mappings.split(';').length, file).toBe(code(file).replace(/\n$/, '').split('\n').length);
    }
  });

  it('a chunk loaded only later, Embla’s, is left to compile as it is called', () => {
    const embla = readdirSync(join(DIST, 'assets')).find((file) => /^embla-driver-.*\.js$/.test(file));
    expect(embla).toBeDefined();
    expect(code(`assets/${embla}`).startsWith(HINT)).toBe(false);
  });
});
