import { describe, expect, it } from 'vitest';

import { markedParts, matchedLength } from './search-highlight';

const marked = (title: string, text: string) =>
  markedParts(title, text).map(({ start, end }) => title.slice(start, end));

describe('search highlighting', () => {
  it('marks whole words matched exactly, by a synonym or by a typo', () => {
    expect(marked('Apple iPhone 16 Pro', 'iphone pro')).toEqual(['iPhone', 'Pro']);
    expect(marked('LG OLED 4K Smart TV', 'television')).toEqual(['TV']);
    expect(marked('Apple MacBook Air', 'macbok ')).toEqual(['MacBook']);
  });

  it('marks the beginning the last word matched', () => {
    expect(marked('Samsung Galaxy S24', 'gal')).toEqual(['Gal']);
    expect(marked('Samsung Galaxy S24', 'gal ')).toEqual([]);
    expect(marked('Samsung Galaxy S24', 'samsung galxa')).toEqual(['Samsung', 'Galax']);
    // One letter short is a beginning, though also one edit from the whole word.
    expect(marked('Samsung Galaxy S24', 'galax')).toEqual(['Galax']);
  });

  it('marks nothing that does not match', () => {
    expect(marked('Sony Alpha 7 IV', 'nikon')).toEqual([]);
    expect(markedParts('Sony', '')).toEqual([]);
  });

  it('counts matched letters as the search does', () => {
    expect(matchedLength('galaxy', 'galaxy', false)).toBe(6);
    expect(matchedLength('galaxy', 'gala', true)).toBe(4);
    expect(matchedLength('galaxy', 'gala', false)).toBe(0);
    expect(matchedLength('galaxy', 'galxy', false)).toBe(6);
    // "galxa" is one edit from "galax", the first five letters of "galaxy".
    expect(matchedLength('galaxy', 'galxa', true)).toBe(5);
    expect(matchedLength('galaxy', 'galxa', false)).toBe(0);
  });
});
