import snapshot from 'virtual:catalog-snapshot';

import type { CatalogBundle } from '../local-db/catalog-sync';
import { isCardRecord } from '../logic/card-record';
import type { ProductCardRecord } from '../types';

async function fetchChunk(url: string): Promise<ProductCardRecord[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error(`${url} is not a list of products`);
  return body.filter(isCardRecord);
}

/**
 * The catalog snapshot the build cut from the seeded catalog (vite.config.ts, catalogSnapshot):
 * hashed static files that Hosting serves compressed and the browser caches for good.
 */
export const catalogBundle: CatalogBundle = {
  watermark: snapshot.watermark,
  load: async () => (await Promise.all(snapshot.chunks.map(fetchChunk))).flat(),
};
