import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';

import { aCardRecord } from '../../../tests/support/factories';
import { catalogAtom, newProductsAtom, springSaleProductsAtom } from './atoms';

const onSale = aCardRecord({ id: 1, tags: ['Spring Sale'] });
const alsoOnSale = aCardRecord({ id: 2, tags: ['Spring Sale', 'New'], type: 'Laptop' });
const featured = aCardRecord({ id: 3, tags: ['Featured'] });

describe('lists drawn from the catalog', () => {
  it('keep their array while the catalog changes elsewhere', () => {
    const store = createStore();
    store.set(catalogAtom, [onSale, alsoOnSale]);
    const sale = store.get(springSaleProductsAtom);
    const fresh = store.get(newProductsAtom);
    expect(sale).toEqual([onSale, alsoOnSale]);
    expect(fresh).toEqual([alsoOnSale]);

    store.set(catalogAtom, [onSale, featured, alsoOnSale]);
    expect(store.get(springSaleProductsAtom)).toBe(sale);
    expect(store.get(newProductsAtom)).toBe(fresh);
  });

  it('are new when a product in them changes, leaves or moves', () => {
    const store = createStore();
    store.set(catalogAtom, [onSale, alsoOnSale]);
    const sale = store.get(springSaleProductsAtom);

    const cheaper = { ...onSale, price: onSale.price - 1 };
    store.set(catalogAtom, [cheaper, alsoOnSale]);
    expect(store.get(springSaleProductsAtom)).toEqual([cheaper, alsoOnSale]);
    expect(store.get(springSaleProductsAtom)).not.toBe(sale);

    store.set(catalogAtom, [alsoOnSale, cheaper]);
    expect(store.get(springSaleProductsAtom)).toEqual([alsoOnSale, cheaper]);

    store.set(catalogAtom, [alsoOnSale]);
    expect(store.get(springSaleProductsAtom)).toEqual([alsoOnSale]);
    expect(store.get(newProductsAtom)).toEqual([alsoOnSale]);
  });

  it('are kept for each store on its own', () => {
    const first = createStore();
    const second = createStore();
    first.set(catalogAtom, [onSale, alsoOnSale]);
    second.set(catalogAtom, [alsoOnSale]);
    const firstSale = first.get(springSaleProductsAtom);
    expect(second.get(springSaleProductsAtom)).toEqual([alsoOnSale]);

    first.set(catalogAtom, [onSale, featured, alsoOnSale]);
    expect(first.get(springSaleProductsAtom)).toBe(firstSale);
  });
});
