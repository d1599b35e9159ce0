import { collection, getDocs, type Query } from 'firebase/firestore/lite';

import { db } from '@/lib/firebase';

import type { Product } from '../types';
import { toProduct } from './to-product';

export const PRODUCTS = 'Products';

export const productsCollection = () => collection(db, PRODUCTS);

/** Runs a Products query; throws when the read fails (the sync must tell failure from empty). */
export async function fetchProducts(query: Query): Promise<Product[]> {
  const snapshot = await getDocs(query);
  return snapshot.docs.map((doc) => toProduct(doc.data()));
}

/**
 * Runs a Products query for the shop, which leaves out products the operator hid; a failed read is
 * logged and gives an empty list (spec §8).
 */
export async function readProducts(query: Query, label: string): Promise<Product[]> {
  try {
    return (await fetchProducts(query)).filter((product) => product.hidden !== true);
  } catch (error) {
    console.error(`Failed to read ${label}:`, error);
    return [];
  }
}
