import { doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';

import { db } from '@/lib/firebase';

import type { NewProduct } from '../types';
import { PRODUCTS } from './products-collection';

/**
 * Stores a new product with a server-set createdAt and updatedAt, under its numeric id so a
 * repeated save overwrites instead of duplicating. Returns the document id. Throws on failure
 * so the form can show the error message (spec §8).
 */
export async function createProduct(product: NewProduct): Promise<string> {
  const ref = doc(db, PRODUCTS, String(product.id));
  await setDoc(ref, { ...product, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
  return ref.id;
}
