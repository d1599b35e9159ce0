// The one place test data is made, for unit, integration, rules and end-to-end tests: a change to
// a type is one change here. Each factory gives a complete, valid value; a test overrides only
// what it is about.
import type { UserRecord } from '@/features/auth';
import type { CartLine } from '@/features/cart';
import type { Product, ProductCardRecord } from '@/features/catalog';
import type { Billing } from '@/features/checkout/logic/billing';
import { DEFAULT_VARIANT } from '@/lib/constants';

let nextId = 500_000;

/** A complete product with sensible defaults. */
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

/** A product's card fields, as the catalog snapshot keeps them. */
export function aCardRecord(overrides: Partial<ProductCardRecord> = {}): ProductCardRecord {
  const { description: _description, specifications: _specifications, ...card } = aProduct(overrides);
  return card;
}

/** A Users/{uid} record of a normal shopper. */
export function aUser(overrides: Partial<UserRecord> = {}): UserRecord {
  const uid = overrides.uid ?? `user-${nextId++}`;
  return {
    uid,
    name: uid,
    email: `${uid}@eshop.test`,
    photoURL: '',
    cart: [],
    orders: [],
    wishlist: [],
    userType: 'normal',
    createdAt: Date.UTC(2026, 0, 1),
    ...overrides,
  };
}

/** One cart line of a product in its first variant. */
export function aCartLine(overrides: Partial<CartLine> = {}): CartLine {
  const product = aProduct({ id: overrides.id ?? nextId++ });
  return {
    id: product.id,
    title: product.title,
    price: product.price,
    type: product.type,
    images: product.images,
    quantity: 1,
    variant: DEFAULT_VARIANT,
    ...overrides,
  };
}

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
