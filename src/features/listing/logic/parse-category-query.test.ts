import { describe, expect, it } from 'vitest';

import { decodeQueryText, parseCategoryQuery, splitCategoryQuery } from './parse-category-query';

describe('category query', () => {
  it('takes the text after ?q= with %20 and + turned to spaces', () => {
    expect(parseCategoryQuery('?q=Home%20Appliances')).toBe('Home Appliances');
    expect(parseCategoryQuery('?q=Home+Appliances')).toBe('Home Appliances');
  });

  it('decodes other escapes such as %26', () => {
    expect(parseCategoryQuery('?q=Audio%20%26%20Headphones')).toBe('Audio & Headphones');
  });

  it('keeps a raw & that is part of the name', () => {
    expect(parseCategoryQuery('?q=Audio%20&%20Headphones')).toBe('Audio & Headphones');
    expect(parseCategoryQuery('?q=TV & Home Theater')).toBe('TV & Home Theater');
  });

  it('stops where another listing parameter begins', () => {
    expect(splitCategoryQuery('?q=Gaming%20Equipment&brand=Sony&page=2')).toEqual({
      category: 'Gaming Equipment',
      rest: 'brand=Sony&page=2',
    });
    expect(splitCategoryQuery('?q=V&brand=LG')).toEqual({ category: 'V', rest: 'brand=LG' });
    expect(splitCategoryQuery('?brand=Sony')).toEqual({ category: null, rest: 'brand=Sony' });
  });

  it('leaves nothing after a category that ends the query', () => {
    expect(splitCategoryQuery('?q=Home%20Appliances')).toEqual({ category: 'Home Appliances', rest: '' });
  });

  it('gives null without a leading ?q= or with an empty value', () => {
    expect(parseCategoryQuery('')).toBeNull();
    expect(parseCategoryQuery('?brand=Sony')).toBeNull();
    expect(parseCategoryQuery('?q=')).toBeNull();
    expect(parseCategoryQuery('?q=%20')).toBeNull();
  });

  it('never throws on malformed escapes', () => {
    expect(parseCategoryQuery('?q=100%')).toBe('100%');
    expect(decodeQueryText('%E0%A4%A')).toBe('%E0%A4%A');
    expect(decodeQueryText('50%zz off%21')).toBe('50%zz off!');
  });

  it('decodes multi-byte characters', () => {
    expect(decodeQueryText('Caf%C3%A9')).toBe('Café');
  });
});
