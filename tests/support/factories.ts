// The one place test data is made, for unit, integration, rules and end-to-end tests: a change to
// a type is one change here. Each factory gives a complete, valid value; a test overrides only
// what it is about.
import type { UserRecord } from '@/features/auth';
import type { CartLine } from '@/features/cart';
import type { ProductCardRecord } from '@/features/catalog';
import type { OrderRecord } from '@/features/orders';
import { DEFAULT_VARIANT } from '../../src/domain/shop-rules';

import { aBilling, aProduct } from './domain-factories';

export { aBilling, aProduct };

let nextId = 500_000;

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

/**
 * A paid order of two lines as its page reads it (features/orders): placed and paid, with its
 * history, nothing shipped or refunded yet.
 */
export function anOrderRecord(overrides: Partial<OrderRecord> = {}): OrderRecord {
  const placed = Date.UTC(2026, 10, 20, 9, 30);
  return {
    id: `order${nextId++}abcdef`,
    uid: 'alice',
    lines: [
      {
        id: 7,
        title: 'Pocket Phone',
        variant: 'Jet Black',
        quantity: 2,
        unitPrice: 100,
        image: '/images/p7.svg',
      },
      { id: 8, title: 'Studio Headphones', variant: 'Off White', quantity: 1, unitPrice: 49.5, image: '' },
    ],
    billing: aBilling(),
    subtotal: 249.5,
    shipping: 10,
    total: 259.5,
    currency: 'usd',
    status: 'paid',
    sessionId: 'cs_test_1',
    hold: 'sold',
    createdAt: placed,
    history: [
      { event: 'placed', status: 'pending', at: placed, by: null },
      { event: 'paid', status: 'paid', at: placed + 60_000, by: null },
    ],
    shipment: null,
    paidAt: placed + 60_000,
    deliveredAt: null,
    cancelledAt: null,
    refunds: [],
    paidAmount: null,
    ...overrides,
  };
}
