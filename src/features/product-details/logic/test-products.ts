import type { ProductCardRecord } from '@/features/catalog';

/** A card record with sensible defaults for tests. */
export function cardRecord(overrides: Partial<ProductCardRecord> = {}): ProductCardRecord {
  return {
    id: 1,
    title: 'Test Laptop',
    type: 'Laptop',
    category: 'Computers & Tablets',
    brand: 'Apple',
    price: 900,
    previousPrice: 1000,
    discountTag: true,
    discountPercent: 10,
    rating: 4.6,
    totalRatings: 120,
    stock: 3,
    tags: ['Featured'],
    images: ['/a.svg', '/b.svg', '/c.svg'],
    createdAt: 0,
    updatedAt: 0,
    ...overrides,
  };
}
