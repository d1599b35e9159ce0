import { describe, expect, it } from 'vitest';

import { parseProductId } from './product-id';

describe('parseProductId', () => {
  it('reads a parameter made of digits only', () => {
    expect(parseProductId('42')).toBe(42);
  });

  it.each(['1e3', '12 ', '0x1F'])('rejects %s, which starts with digits but goes on', (param) => {
    expect(parseProductId(param)).toBeUndefined();
  });
});
