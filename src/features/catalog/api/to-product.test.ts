import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';

import { parseProductId } from '../logic/product-id';
import { toProduct } from './to-product';

describe('toProduct', () => {
  it('converts Firestore timestamps to epoch milliseconds', () => {
    const product = toProduct({ id: 7, createdAt: Timestamp.fromMillis(1_700_000_000_000) });
    expect(product.createdAt).toBe(1_700_000_000_000);
    expect(product.updatedAt).toBe(1_700_000_000_000);
  });

  it('keeps discountPercent only when the discount tag is set', () => {
    expect(toProduct({ discountTag: true, discountPercent: 15 }).discountPercent).toBe(15);
    expect(toProduct({ discountTag: false, discountPercent: 15 }).discountPercent).toBeNull();
  });

  it('turns malformed fields into empty values instead of throwing', () => {
    expect(
      toProduct({
        id: '12',
        title: 5,
        tags: 'New',
        images: ['/a.svg', 3],
        specifications: [null, { key: 'RAM' }],
      }),
    ).toMatchObject({
      id: 12,
      title: '',
      tags: [],
      images: ['/a.svg'],
      specifications: [{ key: 'RAM', value: '' }],
    });
  });
});

describe('parseProductId', () => {
  it('reads a numeric route parameter', () => {
    expect(parseProductId('1716800000000')).toBe(1_716_800_000_000);
  });

  it.each([undefined, '', 'abc', '12abc', '-1', '1.5', '99999999999999999'])('rejects %s', (param) => {
    expect(parseProductId(param)).toBeUndefined();
  });
});
