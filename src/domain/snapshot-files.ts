/*
 * A catalog snapshot's files as they travel: the compact layout (compact-cards.ts) as JSON. The
 * build writes its snapshot with them, the functions their server's snapshot, and the device's
 * catalog keeper reads both (and a JSON list of card records, which a stand-in may serve).
 */
import { isCardRecord, newestUpdate, shownCards, toCardRecord } from './catalog-cards';
import { decodeCards, encodeCards, isCompactCards } from './compact-cards';
import type { Product, ProductCardRecord } from './product';

/**
 * Products in a snapshot's first file: the lowest ids, the listing's first screen, which a first
 * visit hands to the page before the rest arrive (about 4 kB compressed).
 */
export const SNAPSHOT_CHUNK_SIZE = 250;
/**
 * Products in each later file: about 50 kB compressed in the compact layout, so 100k products
 * are 30 files, and with the server's changes files (a file a day, 10 days at most) at most 40.
 */
export const SNAPSHOT_FILE_SIZE = 3500;

export interface SnapshotCut {
  /** The newest `updatedAt` in the cut: the client asks Firestore only for what is newer. */
  watermark: number;
  /** The card records in files of at most SNAPSHOT_CHUNK_SIZE, in id order. */
  chunks: ProductCardRecord[][];
}

/** `cards` in files of at most `size` (the first of at most `first`), in the order given. */
export function inFiles<T>(cards: readonly T[], size = SNAPSHOT_FILE_SIZE, first = size): T[][] {
  const files: T[][] = [];
  for (let start = 0; start < cards.length;) {
    const end = start + (files.length === 0 ? first : size);
    files.push(cards.slice(start, end));
    start = end;
  }
  return files;
}

/**
 * Cuts the catalog's card fields into snapshot files: the build's from the seeded catalog, the
 * server's from Firestore. The first file holds SNAPSHOT_CHUNK_SIZE products, each later one
 * SNAPSHOT_FILE_SIZE (or every one `size`): a 100k-product catalog becomes 30 files that the
 * browser fetches side by side and stores as each arrives.
 */
export function cutSnapshot(products: Product[], size?: number): SnapshotCut {
  const all = products.map(toCardRecord).sort((a, b) => a.id - b.id);
  // Hidden products stay out of the shop; their change still counts for the watermark.
  const shown = shownCards(all);
  const chunks =
    size === undefined ? inFiles(shown, SNAPSHOT_FILE_SIZE, SNAPSHOT_CHUNK_SIZE) : inFiles(shown, size);
  return { watermark: newestUpdate(all), chunks };
}

/** A base file's text: shown cards, each dated by `watermark`. */
export const baseFileText = (cards: readonly ProductCardRecord[], watermark: number) =>
  JSON.stringify(encodeCards(cards, { watermark, times: false }));

/** A changes file's text: cards with their own dates, hidden ones as removals. */
export const changesFileText = (cards: readonly ProductCardRecord[]) =>
  JSON.stringify(encodeCards(cards, { watermark: newestUpdate(cards), times: true }));

/** The card records of a file's parsed JSON; anything else in it is left out. Throws on neither layout. */
export function readSnapshotFile(body: unknown): ProductCardRecord[] {
  if (Array.isArray(body)) return body.filter(isCardRecord);
  if (isCompactCards(body)) return decodeCards(body).filter(isCardRecord);
  throw new Error('Not a snapshot file.');
}

/** The whole catalog cut into base files' texts, in id order, and its watermark. */
export function snapshotFileTexts(products: Product[]): { watermark: number; files: string[] } {
  const { watermark, chunks } = cutSnapshot(products);
  return { watermark, files: chunks.map((chunk) => baseFileText(chunk, watermark)) };
}

/** Changes in files of at most SNAPSHOT_FILE_SIZE, in the order given. */
export const changesFileTexts = (cards: readonly ProductCardRecord[]) =>
  inFiles(cards, SNAPSHOT_FILE_SIZE).map(changesFileText);
