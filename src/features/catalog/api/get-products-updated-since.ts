import { query, Timestamp, where } from 'firebase/firestore/lite';

import { fetchProducts, productsCollection } from './products-collection';

/** Every product; throws on failure. */
export const fetchAllProducts = () => fetchProducts(productsCollection());

/** Products changed after the given time (epoch ms), the catalog's delta query; throws on failure. */
export const fetchProductsUpdatedSince = (since: number) =>
  fetchProducts(query(productsCollection(), where('updatedAt', '>', Timestamp.fromMillis(since))));
