import type { Product } from '../src/features/catalog/types';

export function mulberry32(seed: number): () => number;
export const CATEGORIES: string[];
export const TAGS: string[];
/** `count` deterministic products shaped like catalog/products.json. */
export function generateCatalog(count: number, seed?: number): Product[];
