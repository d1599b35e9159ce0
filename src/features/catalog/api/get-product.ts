import { getDocs, limit, query, where } from 'firebase/firestore/lite';

import type { Product } from '../types';
import { productsCollection } from './products-collection';
import { toProduct } from './to-product';

/**
 * One product by its numeric id. Gives undefined when no product has that id (or it is hidden) and null when
 * the read fails (spec §8), so a page can tell "not found" from "could not load".
 */
export async function getProduct(id: number): Promise<Product | undefined | null> {
  if (!Number.isSafeInteger(id)) return undefined;
  try {
    const snapshot = await getDocs(query(productsCollection(), where('id', '==', id), limit(1)));
    const product = snapshot.docs[0] && toProduct(snapshot.docs[0].data());
    // A product the operator hid is not in the shop: its page says it was not found.
    return product && product.hidden !== true ? product : undefined;
  } catch (error) {
    console.error(`Failed to read product ${id}:`, error);
    return null;
  }
}
