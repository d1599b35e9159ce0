import { describe, expect, it } from 'vitest';

import { aCardRecord } from '../../../../../tests/support/factories';
import { buildProductSearch, MAX_QUERY_WORDS, productSearchFromParts, queryWords } from './product-search';
import { searchIndexParts } from './search-index';

const card = (id: number, title: string, more: Parameters<typeof aCardRecord>[0] = {}) =>
  aCardRecord({
    id,
    title,
    brand: title.split(' ')[0],
    type: 'Gadget',
    category: 'Gaming Equipment',
    tags: ['New'],
    rating: 4,
    totalRatings: 10,
    ...more,
  });

const CATALOG = [
  card(1, 'Apple iPhone 16 Pro 256GB', { type: 'Mobile', category: 'Mobiles & Accessories' }),
  card(2, 'Samsung Galaxy S24 Ultra', { type: 'Mobile', category: 'Mobiles & Accessories' }),
  card(3, 'Lenovo ThinkPad X1 Carbon Gen 12', { type: 'Laptop', category: 'Computers & Tablets' }),
  card(4, 'Apple MacBook Air 13" M3', { type: 'Laptop', category: 'Computers & Tablets' }),
  card(5, 'LG OLED evo C4 65" 4K Smart TV', { type: 'TV', category: 'TV & Home Theater' }),
  card(6, 'Samsung Galaxy Tab S10', { type: 'Tablet', category: 'Computers & Tablets' }),
];

const ids = (text: string, limit?: number) =>
  buildProductSearch(CATALOG)
    .search(text, limit)
    .items.map((item) => item.id);

describe('product search', () => {
  it('finds a word inside a title, whatever its case', () => {
    expect(ids('iphone')).toEqual([1]);
    expect(ids('GALAXY')).toEqual([2, 6]);
    expect(ids('thinkpad')).toEqual([3]);
  });

  it('needs every word, in any order', () => {
    expect(ids('carbon thinkpad')).toEqual([3]);
    expect(ids('galaxy tab')).toEqual([6]);
    expect(ids('galaxy macbook')).toEqual([]);
  });

  it('takes the last word as a beginning unless a space ends it', () => {
    expect(ids('macb')).toEqual([4]);
    expect(ids('macb ')).toEqual([]);
    expect(ids('galax s2')).toEqual([2]);
  });

  it('tolerates typos by the length of the word', () => {
    expect(ids('macbok')).toEqual([4]);
    expect(ids('samsnug galxy')).toEqual([2, 6]);
    expect(ids('lenvo ')).toEqual([3]);
    expect(ids('lenv ')).toEqual([]);
  });

  it('finds brand, category, type and tags, and synonyms of a word', () => {
    expect(ids('lenovo laptop')).toEqual([3]);
    expect(ids('notebook apple')).toEqual([4]);
    expect(ids('television')).toEqual([5]);
    expect(ids('smartphone samsung')).toEqual([2]);
    expect(ids('new oled')).toEqual([5]);
  });

  it("finds the catalog's English words from the words a shopper types in Bangla, Hindi or French", () => {
    expect(ids('মোবাইল')).toEqual(ids('mobile'));
    expect(ids('মোবাইল samsung')).toEqual([2]);
    expect(ids('मोबाइल')).toEqual(ids('mobile'));
    expect(ids('लैपटॉप lenovo')).toEqual([3]);
    expect(ids('টিভি')).toEqual([5]);
    expect(ids('téléviseur')).toEqual([5]);
    expect(ids('Televiseur LG')).toEqual([5]);
    expect(ids('cellulaire apple')).toEqual([1]);
    expect(ids('tablette')).toEqual(ids('tablet'));
  });

  it('ranks an exact word before a beginning before a typo, whatever the popularity', () => {
    const catalog = [
      card(1, 'Sony Galan Speaker', { rating: 5 }),
      card(2, 'Sony Galaxy Speaker', { rating: 4.9 }),
      card(3, 'Sony Galax Speaker', { rating: 3 }),
    ];
    expect(
      buildProductSearch(catalog)
        .search('galax')
        .items.map((item) => item.id),
    ).toEqual([3, 2, 1]);
  });

  it('ranks a word of the title before the brand, before the category, type and tags', () => {
    const catalog = [
      card(1, 'Stand', { brand: 'Acme', type: 'Speaker', rating: 5 }),
      card(2, 'Stand', { brand: 'Speaker', rating: 4.5 }),
      card(3, 'Speaker Stand', { brand: 'Acme', rating: 3 }),
    ];
    expect(
      buildProductSearch(catalog)
        .search('speaker')
        .items.map((item) => item.id),
    ).toEqual([3, 2, 1]);
  });

  it('scores a product by the best of the words a typed word matched in it', () => {
    // "macbok" comes first in the index, one typo from "macbook"; "macbook" is exact.
    const catalog = [
      card(1, 'Case for Macbook', { rating: 4 }),
      card(2, 'Macbok Macbook Sleeve', { rating: 5 }),
    ];
    expect(
      buildProductSearch(catalog)
        .search('macbook')
        .items.map((item) => item.id),
    ).toEqual([2, 1]);
  });

  it('sums what each word matched: two exact words beat an exact word and a beginning', () => {
    const catalog = [
      card(1, 'Travel Speaker Mini', { rating: 5 }),
      card(2, 'Travel Speak', { rating: 4 }),
      card(3, 'Mini Speaker Travel Case', { rating: 3 }),
    ];
    const ids = (text: string) =>
      buildProductSearch(catalog)
        .search(text)
        .items.map((item) => item.id);
    expect(ids('travel speaker ')).toEqual([1, 3]);
    expect(ids('travel speak')).toEqual([2, 1, 3]);
    // Not the last word: "speak" is only itself.
    expect(ids('speak travel')).toEqual([2]);
  });

  it('keeps the best few in order however the matches come', () => {
    const catalog = [1, 5, 3, 4, 2, 4.5].map((rating, id) => card(id, 'Cable', { rating }));
    const search = buildProductSearch(catalog);
    expect(search.search('cable', 3).items.map((item) => item.id)).toEqual([1, 5, 3]);
    expect(search.search('cable', 1).items.map((item) => item.id)).toEqual([1]);
    expect(search.search('cable', 5).items.map((item) => item.id)).toEqual([1, 5, 3, 2, 4]);
    expect(search.search('cable', 6).total).toBe(6);
  });

  it('breaks ties by rating, then number of ratings, then catalog order', () => {
    const catalog = [
      card(1, 'Cable', { rating: 4, totalRatings: 5 }),
      card(2, 'Cable', { rating: 4, totalRatings: 50 }),
      card(3, 'Cable', { rating: 4.5, totalRatings: 1 }),
      card(4, 'Cable', { rating: 4, totalRatings: 5 }),
    ];
    expect(
      buildProductSearch(catalog)
        .search('cable')
        .items.map((item) => item.id),
    ).toEqual([3, 2, 1, 4]);
  });

  it('gives the best `limit` and the whole count; nothing for blank text', () => {
    const search = buildProductSearch(CATALOG);
    expect(search.search('apple', 1)).toEqual({ items: [CATALOG[0]], total: 2 });
    expect(search.search('   ')).toEqual({ items: [], total: 0 });
    expect(buildProductSearch([]).search('apple')).toEqual({ items: [], total: 0 });
  });

  it('answers the same from parts made elsewhere, and only for the products they were made for', () => {
    const parts = searchIndexParts(CATALOG);
    expect(
      productSearchFromParts(CATALOG, parts)
        .search('galaxy')
        .items.map((item) => item.id),
    ).toEqual([2, 6]);
    // Fewer products than the parts: positions past the end are left out, and not counted.
    expect(productSearchFromParts(CATALOG.slice(0, 2), parts).search('galaxy').total).toBe(1);
    expect(productSearchFromParts(CATALOG.slice(0, 1), parts).search('samsung').total).toBe(0);
    expect(
      productSearchFromParts(CATALOG.slice(0, 2), parts)
        .search('galaxy')
        .items.map((item) => item.id),
    ).toEqual([2]);
  });

  it('searches a new query afresh after another (no match carried over)', () => {
    const search = buildProductSearch(CATALOG);
    expect(search.search('galaxy').total).toBe(2);
    expect(search.search('apple').items.map((item) => item.id)).toEqual([1, 4]);
    expect(search.search('galaxy ultra').items.map((item) => item.id)).toEqual([2]);
  });

  it('suggests the closest catalog word, then the one in the most products', () => {
    const catalog = [
      ...[1, 2, 3].map((id) => card(id, 'Sony Radio')),
      card(4, 'Song Book'),
      ...[5, 6, 7, 8, 9].map((id) => card(id, 'Sonya Doll')),
    ];
    const search = buildProductSearch(catalog);
    // "sony" and "song" are one edit away; "sony" is in more products. "sonya", in the most, is two.
    expect(search.didYouMean('sonz ')).toBe('sony');
    expect(search.didYouMean('sonq radio ')).toBe('sony radio');
    expect(search.didYouMean('radoi sonz')).toBe('radio sony');
  });

  it('suggests a query of catalog words for one that finds nothing, and only one that finds something', () => {
    const search = buildProductSearch(CATALOG);
    expect(search.didYouMean('thnkpd carbn')).toBe('thinkpad carbon');
    expect(search.didYouMean('oled tc')).toBe('oled tv');
    // The last word may be a beginning; the suggestion keeps it.
    expect(search.didYouMean('samsnug galax')).toBe('samsung galax');
    expect(search.didYouMean('lg tv')).toBeUndefined();
    expect(search.didYouMean('  ')).toBeUndefined();
    expect(search.didYouMean('zzzzzz')).toBeUndefined();
    expect(search.didYouMean('  ')).toBeUndefined();
    // Each word is a catalog word, but never together: no better query to offer.
    expect(search.didYouMean('iphone lenovo')).toBeUndefined();
  });
});

describe('query words', () => {
  it('are the folded words once each, the last a beginning unless a space or sign ends the text', () => {
    expect(queryWords('Carbon ThinkPad carbon')).toEqual({
      words: ['carbon', 'thinkpad'],
      lastIsPrefix: true,
    });
    expect(queryWords('galaxy ')).toEqual({ words: ['galaxy'], lastIsPrefix: false });
    expect(queryWords('galaxy-')).toEqual({ words: ['galaxy'], lastIsPrefix: false });
    expect(queryWords('').words).toEqual([]);
  });

  it(`keeps the first ${MAX_QUERY_WORDS} words`, () => {
    const text = Array.from({ length: MAX_QUERY_WORDS + 2 }, (_, at) => `w${at}`).join(' ');
    expect(queryWords(text).words).toHaveLength(MAX_QUERY_WORDS);
    expect(queryWords(text).words.at(-1)).toBe(`w${MAX_QUERY_WORDS - 1}`);
  });
});
