import { describe, expect, it } from 'vitest';

import { cancelLinkOf, cancelPageUrl, newCancelToken, provesAttempt, readCancelLink } from './cancel-link';

const ORDER = 'a'.repeat(32);
const TOKEN = '0123456789abcdef0123456789abcdef';

describe('the cancel link', () => {
  it('names the order and its attempt’s token, and reads back as written', () => {
    const url = cancelPageUrl('https://shop.test', { orderId: ORDER, token: TOKEN });
    expect(url).toBe(`https://shop.test/cancel?order=${ORDER}&token=${TOKEN}`);
    expect(cancelLinkOf(new URL(url).searchParams)).toEqual({ orderId: ORDER, token: TOKEN });
  });

  it('names no checkout without a token, or with an order or token the shop does not make', () => {
    for (const query of [
      `order=${ORDER}`,
      `order=${ORDER}&token=`,
      `order=${ORDER}&token=${TOKEN.toUpperCase()}`,
      `order=${ORDER}&token=${TOKEN}0`,
      `order=order-1&token=${TOKEN}`,
      `token=${TOKEN}`,
      '',
    ])
      expect(cancelLinkOf(new URLSearchParams(query)), query).toBeNull();
    expect(readCancelLink(ORDER, 42)).toBeNull();
    expect(readCancelLink(null, TOKEN)).toBeNull();
  });
});

describe('newCancelToken', () => {
  it('makes a token of the link’s shape, a different one each time', () => {
    const tokens = new Set(Array.from({ length: 50 }, newCancelToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(readCancelLink(ORDER, token)).toEqual({ orderId: ORDER, token });
  });
});

describe('provesAttempt', () => {
  it('accepts only the token kept on the order', () => {
    expect(provesAttempt(TOKEN, TOKEN)).toBe(true);
    expect(provesAttempt(TOKEN, `${TOKEN.slice(0, 31)}0`)).toBe(false);
    expect(provesAttempt(TOKEN, 'f'.repeat(32))).toBe(false);
    expect(provesAttempt(TOKEN, TOKEN.slice(1))).toBe(false);
  });

  it('proves nothing for an order that keeps no token (made before tokens)', () => {
    expect(provesAttempt(undefined, TOKEN)).toBe(false);
    expect(provesAttempt(null, TOKEN)).toBe(false);
    expect(provesAttempt('', '')).toBe(false);
  });
});
