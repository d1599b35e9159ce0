import { afterEach, describe, expect, it, vi } from 'vitest';

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

  it('gives the key an earlier page kept in the tab for the same request', () => {
    const tab = aTabStorage();
    tab().setItem('eshop-checkout-attempt', JSON.stringify({ body: '{"cart":4}', key: 'key-from-before' }));
    expect(attemptKeyFor('{"cart":4}', tab)).toBe('key-from-before');
  });

  it('keeps the key it makes in the tab, with the request it was made for', () => {
    const tab = aTabStorage();
    const key = attemptKeyFor('{"cart":5}', tab);
    expect(JSON.parse(tab().getItem('eshop-checkout-attempt') ?? 'null')).toEqual({
      body: '{"cart":5}',
      key,
    });
  });

  it('makes a new key when what is stored for the request has no usable key', () => {
    for (const stored of [{ body: '{"cart":6}' }, { body: '{"cart":6}', key: 6 }]) {
      const tab = aTabStorage();
      tab().setItem('eshop-checkout-attempt', JSON.stringify(stored));
      expect(attemptKeyFor('{"cart":6}', tab)).toMatch(/^[\w-]{8,}$/);
    }
  });
});

describe('the checkout attempt in the browser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is kept in the tab’s sessionStorage, and forgotten from it', () => {
    const tab = aTabStorage();
    vi.stubGlobal('sessionStorage', tab());
    const key = attemptKeyFor('{"cart":7}');
    expect(JSON.parse(tab().getItem('eshop-checkout-attempt') ?? 'null')).toEqual({
      body: '{"cart":7}',
      key,
    });
    forgetAttempt();
    expect(tab().getItem('eshop-checkout-attempt')).toBeNull();
  });
});
