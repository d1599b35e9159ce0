import { describe, expect, it } from 'vitest';

import { fromFirestoreValue, toFirestoreValue } from './emulator-rest.mjs';

describe('toFirestoreValue', () => {
  it('encodes whole numbers as integers and fractions as doubles', () => {
    expect(toFirestoreValue(1299)).toEqual({ integerValue: '1299' });
    expect(toFirestoreValue(12.5)).toEqual({ doubleValue: 12.5 });
  });

  it('encodes dates as timestamps and nested lists and maps', () => {
    expect(toFirestoreValue(new Date('2026-01-01T00:00:00Z'))).toEqual({
      timestampValue: '2026-01-01T00:00:00.000Z',
    });
    expect(toFirestoreValue([{ key: 'RAM', value: null }])).toEqual({
      arrayValue: {
        values: [{ mapValue: { fields: { key: { stringValue: 'RAM' }, value: { nullValue: null } } } }],
      },
    });
  });
});

describe('fromFirestoreValue', () => {
  it('reads back what toFirestoreValue wrote', () => {
    const cart = [{ id: 1, price: 9.99, variant: 'Jet Black', images: ['/a.svg'], gift: false, note: null }];
    expect(fromFirestoreValue(toFirestoreValue(cart))).toEqual(cart);
    expect(fromFirestoreValue({ arrayValue: {} })).toEqual([]);
  });
});
