import type { Product, ProductCardRecord } from '../types.ts';
import { newestUpdate, shownCards, toCardRecord } from './card-record.ts';

/** Products per snapshot file: about 60 kB of JSON, 10 kB compressed, at today's card size. */
export const SNAPSHOT_CHUNK_SIZE = 250;

export interface SnapshotCut {
  /** The newest `updatedAt` in the cut: the client asks Firestore only for what is newer. */
  watermark: number;
  /** The card records in files of at most SNAPSHOT_CHUNK_SIZE, in id order. */
  chunks: ProductCardRecord[][];
}

/**
 * Cuts the catalog's card fields into snapshot files at build time. A 10k-product catalog
 * becomes 40 files that the browser fetches side by side and stores as each arrives.
 */
export function cutSnapshot(products: Product[], size = SNAPSHOT_CHUNK_SIZE): SnapshotCut {
  const all = products.map(toCardRecord).sort((a, b) => a.id - b.id);
  // Hidden products stay out of the shop; their change still counts for the watermark.
  const cards = shownCards(all);
  const chunks: ProductCardRecord[][] = [];
  for (let start = 0; start < cards.length; start += size) chunks.push(cards.slice(start, start + size));
  return { watermark: newestUpdate(all), chunks };
}
