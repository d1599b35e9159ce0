import { Timestamp, type DocumentData } from 'firebase/firestore/lite';

import { readProduct } from '@/domain/product-record';

import type { Product } from '../types';

function toMillis(value: unknown): number {
  if (value instanceof Timestamp) return value.toMillis();
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return Date.parse(value) || 0;
  return 0;
}

/** Reads a Products document defensively: a malformed field becomes an empty value, never a crash. */
export const toProduct = (data: DocumentData): Product => readProduct(data, toMillis);
