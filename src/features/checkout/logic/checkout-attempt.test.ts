import { describe, expect, it } from 'vitest';

import { attemptKeyFor, forgetAttempt } from './checkout-attempt';

/** A tab's sessionStorage that outlives a page (a reload keeps it). */
function aTabStorage() {
  const items = new Map<string, string>();
  return () => ({
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  });
}

describe('the checkout attempt kept in the tab', () => {
  it('gives the same request the same key after the page is loaded again', () => {
    const tab = aTabStorage();
    const first = attemptKeyFor('{"cart":1}', tab);
    expect(attemptKeyFor('{"cart":1}', tab)).toBe(first);
  });

  it('gives a different request a new key', () => {
    const tab = aTabStorage();
    const first = attemptKeyFor('{"cart":1}', tab);
    expect(attemptKeyFor('{"cart":2}', tab)).not.toBe(first);
  });

  it('starts afresh once the payment is confirmed, even for the same cart', () => {
    const tab = aTabStorage();
    const first = attemptKeyFor('{"cart":1}', tab);
    forgetAttempt(tab);
    expect(attemptKeyFor('{"cart":1}', tab)).not.toBe(first);
  });

  it('still keeps the key for the page when storage is blocked', () => {
    const blocked = () => {
      throw new Error('SecurityError');
    };
    const first = attemptKeyFor('{"cart":3}', blocked);
    expect(attemptKeyFor('{"cart":3}', blocked)).toBe(first);
  });

  it('makes a new key when what is stored is corrupt', () => {
    const tab = aTabStorage();
    tab().setItem('eshop-checkout-attempt', '{not json');
    expect(attemptKeyFor('{"cart":1}', tab)).toMatch(/^[\w-]{8,}$/);
  });
});
