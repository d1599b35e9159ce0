import type { Product } from '@/features/catalog';

let nextId = 500_000;

/** A complete product with sensible defaults; override what the test is about. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Test Product ${id}`,
    type: 'Laptop',
    category: 'Computers & Tablets',
    brand: 'Dell',
    price: 999.99,
    previousPrice: 1099.99,
    discountTag: true,
    discountPercent: 9,
    rating: 4.4,
    totalRatings: 120,
    stock: 7,
    tags: ['Featured'],
    images: [`/images/products/test-${id}-1.svg`, `/images/products/test-${id}-2.svg`],
    description: 'A product made for tests.',
    specifications: [{ key: 'Memory', value: '16 GB' }],
    createdAt: Date.UTC(2026, 0, 1),
    updatedAt: Date.UTC(2026, 0, 2),
    ...overrides,
  };
}
