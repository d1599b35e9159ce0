/*
 * A catalog snapshot's files as they travel: the compact layout (compact-cards.ts) as JSON. The
 * build writes its snapshot with them, the functions their server's snapshot, and the device's
 * catalog keeper reads both (and a file of card records as a JSON list, the layout before).
 */
import { cutSnapshot, inFiles, isCardRecord, newestUpdate, SNAPSHOT_FILE_SIZE } from './catalog-cards';
import { decodeCards, encodeCards, isCompactCards } from './compact-cards';
import type { Product, ProductCardRecord } from './product';

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
