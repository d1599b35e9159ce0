import { describe, expect, it } from 'vitest';

import {
  DESK_REFUSAL_CODES,
  isDeskRefusalCode,
  isShopperRefusalCode,
  said,
  SHOPPER_REFUSAL_CODES,
} from './refusal-codes';

/* The refusals the functions send: a code the browser words in the shopper's language, and English. */

describe('a refusal', () => {
  it('carries what its sentence names only when it names something', () => {
    expect(said('stock-short', 'Only 2 left.', { left: 2 })).toEqual({
      code: 'stock-short',
      error: 'Only 2 left.',
      params: { left: 2 },
    });
    expect(said('payments-off', 'Payments are off.')).toStrictEqual({
      code: 'payments-off',
      error: 'Payments are off.',
    });
  });

  it('is told apart by its list: the shopper’s codes and the desk’s, nothing else', () => {
    for (const code of SHOPPER_REFUSAL_CODES) expect(isShopperRefusalCode(code)).toBe(true);
    for (const code of DESK_REFUSAL_CODES) expect(isDeskRefusalCode(code)).toBe(true);
    expect(isShopperRefusalCode('admins-only')).toBe(false);
    expect(isDeskRefusalCode('stock-short')).toBe(false);
    for (const value of ['', 'STOCK-SHORT', undefined, null, 42, { code: 'stock-short' }]) {
      expect(isShopperRefusalCode(value)).toBe(false);
      expect(isDeskRefusalCode(value)).toBe(false);
    }
  });
});
