import { signOut } from 'firebase/auth';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// The catalog's Firestore reads, each from its module (the feature's index loads them lazily).
import { createProduct } from '@/features/catalog/api/create-product';
import { getCategoryProducts } from '@/features/catalog/api/get-category-products';
import { getProduct } from '@/features/catalog/api/get-product';
import { getProducts } from '@/features/catalog/api/get-products';
import { fetchProductsUpdatedSince } from '@/features/catalog/api/get-products-updated-since';
import {
  getBestSellerProducts,
  getFeaturedProducts,
  getNewProducts,
  getSpringSaleProducts,
} from '@/features/catalog/api/get-tagged-products';
import { searchProductsByTitle } from '@/features/catalog/api/search-products';
import { auth } from '@/lib/firebase-auth';

import { aProduct } from '../support/factories';
import { DEMO_ADMIN, DEMO_SHOPPER, resetWith, signInAs, writeRawDocument } from '../support/emulators';

const macbook = aProduct({
  id: 1,
  title: 'MacBook Air 13',
  type: 'Laptop',
  brand: 'Apple',
  tags: ['New', 'Featured'],
});
const galaxy = aProduct({
  id: 2,
  title: 'Galaxy S25',
  type: 'Mobile',
  category: 'Mobiles & Accessories',
  brand: 'Samsung',
  tags: ['New', 'Best Seller'],
});
const headphones = aProduct({
  id: 3,
  title: 'WH-1000XM6',
  type: 'Headphones',
  category: 'Audio & Headphones',
  brand: 'Sony',
  tags: ['New', 'Spring Sale'],
});
const macMini = aProduct({
  id: 4,
  title: 'Mac mini M4',
  type: 'Desktop',
  brand: 'Apple',
  tags: ['Best Seller'],
});
const untagged = aProduct({ id: 5, title: 'Magic Mouse', type: 'Accessory', tags: [] });
const catalog = [macbook, galaxy, headphones, macMini, untagged];

const ids = (products: { id: number }[]) => products.map((product) => product.id).sort((a, b) => a - b);

describe('catalog data layer against the Firestore emulator', () => {
  beforeAll(() => resetWith(catalog));

  it('reads every product with all its fields, dates as epoch milliseconds', async () => {
    const products = await getProducts();
    expect(ids(products)).toEqual([1, 2, 3, 4, 5]);
    expect(products.find((product) => product.id === 1)).toEqual(macbook);
  });

  it('reads one product by its numeric id, and undefined for an unknown id', async () => {
    expect(await getProduct(2)).toEqual(galaxy);
    expect(await getProduct(424242)).toBeUndefined();
  });

  it('queries each home section by tag', async () => {
    expect(ids(await getFeaturedProducts())).toEqual([1]);
    expect(ids(await getSpringSaleProducts())).toEqual([3]);
    expect(ids(await getBestSellerProducts())).toEqual([2, 4]);
  });

  it('keeps only computer and mobile types among New products', async () => {
    expect(ids(await getNewProducts())).toEqual([1, 2]);
  });

  it('queries one category', async () => {
    expect(ids(await getCategoryProducts('Computers & Tablets'))).toEqual([1, 4, 5]);
    expect(await getCategoryProducts('No Such Category')).toEqual([]);
  });

  it('searches by title prefix and gives an empty list for empty input', async () => {
    expect(ids(await searchProductsByTitle('Mac'))).toEqual([1, 4]);
    expect(ids(await searchProductsByTitle('MacBook'))).toEqual([1]);
    expect(await searchProductsByTitle('')).toEqual([]);
    expect(await searchProductsByTitle('Zzz')).toEqual([]);
  });

  it('finds only products updated after a given time (the catalog delta query)', async () => {
    const newest = Math.max(...catalog.map((product) => product.updatedAt));
    expect(ids(await fetchProductsUpdatedSince(0))).toEqual([1, 2, 3, 4, 5]);
    expect(await fetchProductsUpdatedSince(newest)).toEqual([]);
    await writeRawDocument('Products/6', { ...aProduct({ id: 6 }), updatedAt: new Date(newest + 1000) });
    expect(ids(await fetchProductsUpdatedSince(newest))).toEqual([6]);
  });

  it('reads a malformed document without crashing', async () => {
    await writeRawDocument('Products/broken', { id: 99, title: 42, tags: 'New', price: 'cheap' });
    const broken = await getProduct(99);
    expect(broken).toMatchObject({ id: 99, title: '', tags: [], price: 0, specifications: [] });
  });

  it('lets an admin create a product with a server-set createdAt', async () => {
    await signInAs(DEMO_ADMIN);
    const before = Date.now();
    const {
      createdAt: _c,
      updatedAt: _u,
      ...fresh
    } = aProduct({ id: 1_790_000_000_000, title: 'Pixel Tablet' });
    const id = await createProduct(fresh);
    expect(id).toBe('1790000000000');
    const stored = await getProduct(1_790_000_000_000);
    expect(stored?.title).toBe('Pixel Tablet');
    expect(stored?.createdAt).toBeGreaterThanOrEqual(before - 5_000);
    expect(stored?.createdAt).toBeLessThanOrEqual(Date.now() + 5_000);
    await signOut(auth);
  });

  it('refuses a product from a shopper who is not an admin', async () => {
    await signInAs(DEMO_SHOPPER);
    const { createdAt: _c, updatedAt: _u, ...fresh } = aProduct({ id: 77 });
    await expect(createProduct(fresh)).rejects.toMatchObject({ code: 'permission-denied' });
    await signOut(auth);
  });

  it('logs a failed read and gives empty results instead of throwing (spec §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const offline = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    try {
      expect(await getProducts()).toEqual([]);
      expect(await getFeaturedProducts()).toEqual([]);
      expect(await getProduct(1)).toBeNull();
      expect(logged).toHaveBeenCalled();
    } finally {
      offline.mockRestore();
      logged.mockRestore();
    }
  });
});
