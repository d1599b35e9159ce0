import { Timestamp, type DocumentData } from 'firebase/firestore/lite';

import { readProduct } from '@/domain/product-record';

import type { Product } from '../types';

const timestampMillis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : undefined);

/** Reads a Products document defensively: a malformed field becomes an empty value, never a crash. */
export const toProduct = (data: DocumentData): Product => readProduct(data, timestampMillis);
