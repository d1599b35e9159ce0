import { describe, expect, it } from 'vitest';

import { isZipCode } from './contact-details';

describe('isZipCode', () => {
  it('takes 4 to 10 digits, with the spaces typed around them left out', () => {
    expect(isZipCode('1234')).toBe(true);
    expect(isZipCode(' 1234567890 ')).toBe(true);
    expect(isZipCode('123')).toBe(false);
    expect(isZipCode('12 34')).toBe(false);
  });
});
