import { query, where } from 'firebase/firestore/lite';

import { productsCollection, readProducts } from './products-collection';

/** Products of one category, as used for Related Products. */
export const getCategoryProducts = (category: string) =>
  readProducts(query(productsCollection(), where('category', '==', category)), `${category} products`);
