// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import { readPageSeed, seedScript, type PageSeed } from './page-seed';

function pageWith(seed: PageSeed | string) {
  document.body.innerHTML =
    typeof seed === 'string' ? `<script id="page-seed">${seed}</script>` : seedScript(seed);
  return document;
}

const at = (pathname: string, search = '') => ({ pathname, search });

describe('readPageSeed', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reads the seed of a page drawn for this address', () => {
    const seed = { path: '/products', cards: [] };
    expect(readPageSeed(pageWith(seed), at('/products'))).toEqual(seed);
    expect(readPageSeed(pageWith({ path: '/hi/products', cards: [] }), at('/hi/products'))).not.toBeNull();
  });

  it("reads the seed of the same page drawn in another language (the host's answer to the browser's language)", () => {
    expect(readPageSeed(pageWith({ path: '/hi/products', cards: [] }), at('/products'))).toEqual({
      path: '/hi/products',
      cards: [],
    });
    expect(readPageSeed(pageWith({ path: '/bn', cards: [] }), at('/'))).not.toBeNull();
  });

  it('leaves a page drawn for another page, or for the address without its query, to be drawn afresh', () => {
    expect(readPageSeed(pageWith({ path: '/hi/products', cards: [] }), at('/cart'))).toBeNull();
    expect(readPageSeed(pageWith({ path: '/products', cards: [] }), at('/products', '?q=Audio'))).toBeNull();
    expect(readPageSeed(pageWith({ path: '/hi/products', cards: [] }), at('/bn/products'))).toBeNull();
  });

  it('fits the not-found page to any address, and takes a broken seed for none', () => {
    expect(readPageSeed(pageWith({ path: null, cards: [] }), at('/nowhere'))).not.toBeNull();
    expect(readPageSeed(pageWith('{"path": 3'), at('/'))).toBeNull();
    expect(readPageSeed(pageWith('{"path": "/"}'), at('/'))).toBeNull();
  });
});
