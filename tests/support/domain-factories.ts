// The factories of the values the shop and the functions share (src/domain), apart from
// factories.ts so the functions' tests can import them without the browser's code; factories.ts
// exports them too. Each gives a complete, valid value; a test overrides only what it is about.
import type { Billing } from '../../src/domain/billing';
import type { Product } from '../../src/domain/product';

/** Billing details that pass every check of the checkout form. */
export function aBilling(overrides: Partial<Billing> = {}): Billing {
  return {
    firstname: 'Nia',
    lastname: 'Newcomer',
    number: '+44 20 7946 0958',
    email: 'nia@eshop.test',
    address: '1 High Street, London',
    country: 'UK',
    zip: '',
    orderNotes: '',
    ...overrides,
  };
}

/** Product ids of their own, apart from the other factories' numbers. */
let nextProductId = 800_000;

/** A complete product with sensible defaults. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? nextProductId++;
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
