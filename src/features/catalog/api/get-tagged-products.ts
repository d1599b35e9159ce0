import { query, where } from 'firebase/firestore/lite';

import { NEW_PRODUCT_TYPES, type ProductTag } from '@/lib/constants';

import { productsCollection, readProducts } from './products-collection';

const taggedWith = (tag: ProductTag) => where('tags', 'array-contains', tag);

export const getFeaturedProducts = () =>
  readProducts(query(productsCollection(), taggedWith('Featured')), 'featured products');

/** New products, limited to the computer and mobile types (spec §7). */
export const getNewProducts = () =>
  readProducts(
    query(productsCollection(), taggedWith('New'), where('type', 'in', [...NEW_PRODUCT_TYPES])),
    'new products',
  );

export const getSpringSaleProducts = () =>
  readProducts(query(productsCollection(), taggedWith('Spring Sale')), 'spring sale products');

export const getBestSellerProducts = () =>
  readProducts(query(productsCollection(), taggedWith('Best Seller')), 'best seller products');
