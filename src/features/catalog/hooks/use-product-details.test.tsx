import 'fake-indexeddb/auto';

import { act, renderHook } from '@testing-library/react';
import { deleteDB } from 'idb';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { aProduct } from '../../../../tests/support/factories';
import { getProduct } from '../api/get-product';
import { catalogAtom, productDetailsSeedAtom } from '../atoms';
import { closeCatalogDb } from '../local-db/catalog-db';
import { toCardRecord } from '../logic/card-record';
import type { Product } from '../types';
import { SLOW_READ_MS, useProductDetails } from './use-product-details';
import { eventually } from '../../../../tests/support/eventually';

vi.mock('../api/get-product', () => ({ getProduct: vi.fn() }));
const read = vi.mocked(getProduct);

const product = aProduct({ id: 7, title: 'Slow Network Speaker' });

function renderDetails(seed?: Product) {
  const store = createStore();
  store.set(catalogAtom, [toCardRecord(product)]);
  store.set(productDetailsSeedAtom, seed);
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useProductDetails(product.id), { wrapper });
}

describe('product details on a network that answers slowly', () => {
  let answer: (value: Product) => void = () => undefined;

  beforeEach(async () => {
    await closeCatalogDb();
    await deleteDB('eshop');
    read.mockReset();
    read.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows what the catalog knows once the read has taken too long, then the full details', async () => {
    // Only the time limit's clock is faked: IndexedDB (fake-indexeddb) keeps its own.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { result } = renderDetails();
    // The cache lookup finds nothing; the read to Firestore hangs.
    await eventually(() => expect(read).toHaveBeenCalledWith(product.id));
    await act(() => vi.advanceTimersByTimeAsync(SLOW_READ_MS / 2));
    expect(result.current.status).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(SLOW_READ_MS / 2));
    expect(result.current).toEqual({ status: 'partial', product: toCardRecord(product) });

    act(() => answer(product));
    await eventually(() => expect(result.current).toEqual({ status: 'ready', product }));
  });
});

describe('product details of a prerendered page', () => {
  beforeEach(async () => {
    await closeCatalogDb();
    await deleteDB('eshop');
    read.mockReset();
  });

  it('keeps the product drawn when Firestore answers with the same version', async () => {
    read.mockResolvedValue({ ...product });
    const { result } = renderDetails(product);
    await eventually(() => expect(read).toHaveBeenCalledWith(product.id));
    await act(() => Promise.resolve());
    expect(result.current).toEqual({ status: 'ready', product });
    if (result.current.status !== 'ready') throw new Error('not ready');
    expect(result.current.product).toBe(product);
  });

  it('draws the newer version when Firestore has one', async () => {
    const newer = { ...product, price: product.price + 10, updatedAt: product.updatedAt + 1 };
    read.mockResolvedValue(newer);
    const { result } = renderDetails(product);
    await eventually(() => expect(result.current).toEqual({ status: 'ready', product: newer }));
  });
});
