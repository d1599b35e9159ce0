import 'fake-indexeddb/auto';

import { render, waitFor } from '@testing-library/react';
import { deleteDB } from 'idb';
import { createStore, Provider } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { aProduct } from '../../../../tests/support/factories';
import { fetchProductsUpdatedSince } from '../api/get-products-updated-since';
import { getFeaturedProducts } from '../api/get-tagged-products';
import { catalogLoadingAtom, featuredLoadingAtom, featuredProductsAtom } from '../atoms';
import { closeCatalogDb } from '../local-db/catalog-db';
import { useCatalogSync } from './use-catalog-sync';

vi.mock('../api/get-products-updated-since', () => ({
  fetchProductsUpdatedSince: vi.fn(),
  fetchRemovalsSince: vi.fn(),
}));
vi.mock('../api/get-tagged-products', () => ({ getFeaturedProducts: vi.fn() }));

/** A build without a snapshot (unit tests have none): the first sync reads every product. */
const fetchAll = vi.mocked(fetchProductsUpdatedSince);
const fetchFeatured = vi.mocked(getFeaturedProducts);

function Sync() {
  useCatalogSync();
  return null;
}

const featured = aProduct({ id: 1, tags: ['Featured'] });
const other = aProduct({ id: 2, tags: ['Best Seller'] });
const ids = (products: { id: number }[]) => products.map((product) => product.id);

describe('catalog sync on a first visit', () => {
  let store: ReturnType<typeof createStore>;

  beforeEach(async () => {
    await closeCatalogDb();
    await deleteDB('eshop');
    fetchAll.mockReset();
    fetchFeatured.mockReset();
    store = createStore();
  });

  it('shows the featured products before the whole catalog arrives, then the catalog', async () => {
    let deliverCatalog: (products: (typeof featured)[]) => void = () => undefined;
    fetchAll.mockReturnValue(new Promise((resolve) => (deliverCatalog = resolve)));
    fetchFeatured.mockResolvedValue([featured]);
    render(
      <Provider store={store}>
        <Sync />
      </Provider>,
    );

    await waitFor(() => expect(ids(store.get(featuredProductsAtom))).toEqual([1]));
    expect(store.get(featuredLoadingAtom)).toBe(false);
    // The rest of the home page still waits for the catalog.
    expect(store.get(catalogLoadingAtom)).toBe(true);
    expect(store.get(featuredProductsAtom)[0]).not.toHaveProperty('description');

    deliverCatalog([featured, other]);
    await waitFor(() => expect(store.get(catalogLoadingAtom)).toBe(false));
    expect(ids(store.get(featuredProductsAtom))).toEqual([1]);
  });

  it('keeps the featured carousel loading when the head start finds nothing', async () => {
    fetchAll.mockReturnValue(new Promise(() => undefined));
    fetchFeatured.mockResolvedValue([]);
    render(
      <Provider store={store}>
        <Sync />
      </Provider>,
    );

    await waitFor(() => expect(fetchFeatured).toHaveBeenCalled());
    await Promise.resolve();
    expect(store.get(featuredLoadingAtom)).toBe(true);
    expect(store.get(featuredProductsAtom)).toEqual([]);
  });
});
