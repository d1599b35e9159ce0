import { describe, expect, it } from 'vitest';

import { passOnReturnState } from './pass-on-return-state';
import { DEFAULT_RETURN_PATH, returnPath, shopPath, stateFrom } from './return-path';

describe('shopPath', () => {
  it.each([
    '/checkout',
    '/cart',
    '/dashboard',
    '/product-details/1001',
    '/products?q=Audio%20%26%20Headphones#top',
  ])('keeps the shop page %s', (path) => {
    expect(shopPath(path)).toBe(path);
  });

  it.each([
    ['another host, scheme-relative', '//evil.example/checkout'],
    ['a backslash read as a slash', '/\\evil.example'],
    ['a backslash later on', '/x/..\\\\evil.example'],
    ['an absolute address', 'https://evil.example/checkout'],
    ['a script address', 'javascript:alert(1)'],
    ['a relative path', 'checkout'],
    ['a tab that parsers drop', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['an empty string', ''],
  ])('refuses %s', (_what, path) => {
    expect(shopPath(path)).toBeNull();
  });

  it.each([undefined, null, 42, { pathname: '/cart' }])('refuses the non-string %s', (value) => {
    expect(shopPath(value)).toBeNull();
  });

  it('refuses a list holding a path, though it reads as one', () => {
    expect(shopPath(['/cart'])).toBeNull();
  });

  it('leaves dot segments to the router, which cannot leave the shop with them', () => {
    expect(shopPath('/a/../../checkout')).toBe('/a/../../checkout');
    expect(new URL('/a/../../checkout', 'https://shop.example').origin).toBe('https://shop.example');
  });
});

describe('returnPath', () => {
  it('returns to the page the guard was sent from', () => {
    expect(returnPath('/checkout')).toBe('/checkout');
  });

  it('falls back to the dashboard without a destination or with a foreign one', () => {
    expect(DEFAULT_RETURN_PATH).toBe('/dashboard');
    expect(returnPath(undefined)).toBe('/dashboard');
    expect(returnPath('//evil.example')).toBe('/dashboard');
    expect(returnPath('https://evil.example')).toBe('/dashboard');
  });

  it('never returns to a sign-in page, which would bounce', () => {
    expect(returnPath('/login')).toBe('/dashboard');
    expect(returnPath('/register?x=1')).toBe('/dashboard');
  });
});

describe('router state', () => {
  it('reads from of any state shape', () => {
    expect(stateFrom({ from: '/cart' })).toBe('/cart');
    expect(stateFrom(null)).toBeUndefined();
    expect(stateFrom('x')).toBeUndefined();
  });

  it('passes a valid destination on between login and register, and drops a foreign one', () => {
    expect(passOnReturnState({ from: '/checkout' })).toEqual({ from: '/checkout' });
    expect(passOnReturnState({ from: '//evil.example' })).toBeUndefined();
    expect(passOnReturnState(undefined)).toBeUndefined();
  });
});
