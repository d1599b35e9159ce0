import { describe, expect, it } from 'vitest';

import { isEmail } from './validation';

describe('isEmail', () => {
  it('accepts ordinary addresses, around spaces', () => {
    for (const email of [
      'shopper@eshop.test',
      ' a@b.co ',
      'first.last+tag@mail.example.org',
      'a@b.c.',
      'a@.b.c',
    ]) {
      expect(isEmail(email), email).toBe(true);
    }
  });

  it('refuses text that is not an address', () => {
    for (const email of [
      '',
      '   ',
      'shopper',
      '@eshop.test',
      'shopper@',
      'shopper@eshop',
      'a@b.',
      'a@.b',
      'a@@b.c',
      'a@b@c.d',
      'a b@c.d',
      'a@b .c',
    ]) {
      expect(isEmail(email), email).toBe(false);
    }
  });

  it('answers a pasted address of 100,000 dots, with or without a second @', () => {
    const dots = '.'.repeat(100_000);
    expect(isEmail(`a@${dots}`)).toBe(true);
    expect(isEmail(`a@${dots}@`)).toBe(false);
    expect(isEmail(`a@${dots} `)).toBe(true);
    expect(isEmail(`a@${dots} x`)).toBe(false);
  });
});
