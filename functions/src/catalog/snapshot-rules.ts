import { createHash } from 'node:crypto';

import { catalogChanges, inFiles, isCardRecord, mergeCards, newestUpdate } from '@/domain/catalog-cards';
import type { Product, ProductCardRecord } from '@/domain/product';

/*
 * The server's catalog snapshot, as pure rules: which files a rebuild writes and what its
 * manifest says. The reading and writing is catalog-snapshot.ts; the files are served by the
 * `catalogFiles` function under /catalog/ (docs/catalog-sync.md, "The server's snapshot").
 */

/**
 * What the snapshot is now, kept in CatalogSnapshot/current. The base files hold every shown
 * product as of `baseWatermark`, in id order; the changes files hold every change since (a deleted
 * product as a hidden record); `watermark` is the newest change the two hold.
 */
export interface SnapshotManifest {
  watermark: number;
  baseWatermark: number;
  base: string[];
  changes: string[];
  baseCards: number;
  changeCards: number;
  builtAt: number;
}

/** What a device reads of the manifest (`/catalog/manifest.json`): the files as addresses. */
export interface PublicManifest {
  watermark: number;
  baseWatermark: number;
  base: string[];
  changes: string[];
}

/** Where the files are served from (firebase.json rewrites /catalog/** to `catalogFiles`). */
export const FILES_PATH = '/catalog/files/';

/** A file's name: the hash of its text, so a name never changes its content and is cached for good. */
export const fileName = (body: string) =>
  `${createHash('sha256').update(body).digest('hex').slice(0, 20)}.json`;

/** A name fileName could have made: anything else is not looked up. */
export const isFileName = (name: string) => /^[0-9a-f]{20}\.json$/.test(name);

/**
 * A rebuild reads the changes since this long before its watermark, as a device's sync does
 * (SYNC_OVERLAP_MS in the browser's catalog-sync.ts): a product stamped just before the last
 * rebuild's read but committed after it is found by the next one.
 */
export const REBUILD_OVERLAP_MS = 60_000;

/**
 * The base is cut again once its changes pass a tenth of it (and a file's worth): a device coming
 * back after that long fetches the base again anyway, and the changes every first visit fetches
 * beside the base stay a small part of it.
 */
export const cutsNewBase = (changeCards: number, baseCards: number) =>
  changeCards > Math.max(250, baseCards / 10);

/** Card records as snapshot files: each file's name and text, in order. */
export function toFiles(cards: readonly ProductCardRecord[]): { name: string; body: string }[] {
  return inFiles(cards).map((file) => {
    const body = JSON.stringify(file);
    return { name: fileName(body), body };
  });
}

/** The card records of a snapshot file's text; anything else in it is left out. */
export function parseFile(body: string): ProductCardRecord[] {
  const parsed: unknown = JSON.parse(body);
  return Array.isArray(parsed) ? parsed.filter(isCardRecord) : [];
}

const byId = (a: ProductCardRecord, b: ProductCardRecord) => a.id - b.id;

/** A first snapshot, cut from the whole catalog: base files only. */
export function firstSnapshot(products: readonly ProductCardRecord[], now: number) {
  const shown = mergeCards([], [...products].sort(byId));
  const files = toFiles(shown);
  const watermark = newestUpdate(products);
  const manifest: SnapshotManifest = {
    watermark,
    baseWatermark: watermark,
    base: files.map((file) => file.name),
    changes: [],
    baseCards: shown.length,
    changeCards: 0,
    builtAt: now,
  };
  return { manifest, files };
}

/**
 * The changes since the base: those the changes files held, joined by what was read since the
 * watermark (a product's newest write or tombstone wins), in id order.
 */
export const gatherChanges = (
  known: readonly ProductCardRecord[],
  products: readonly Product[],
  removals: readonly Product[],
) => catalogChanges(products, removals, known).sort(byId);

/**
 * The next snapshot from the manifest and its gathered changes: `undefined` when nothing changed
 * since it was built. `baseCards`, the base's records, is asked for only when the base is cut
 * again, merging the changes into it.
 */
export async function nextSnapshot(
  previous: SnapshotManifest,
  changes: readonly ProductCardRecord[],
  baseCards: () => Promise<ProductCardRecord[]>,
  now: number,
) {
  const watermark = newestUpdate(changes, previous.watermark);
  const changeFiles = toFiles(changes);
  const unchanged =
    watermark === previous.watermark &&
    changeFiles.length === previous.changes.length &&
    changeFiles.every((file, at) => file.name === previous.changes[at]);
  if (unchanged) return undefined;
  if (!cutsNewBase(changes.length, previous.baseCards)) {
    const manifest: SnapshotManifest = {
      ...previous,
      watermark,
      changes: changeFiles.map((file) => file.name),
      changeCards: changes.length,
      builtAt: now,
    };
    return { manifest, files: changeFiles };
  }
  const base = mergeCards(await baseCards(), changes).sort(byId);
  const files = toFiles(base);
  const manifest: SnapshotManifest = {
    watermark,
    baseWatermark: watermark,
    base: files.map((file) => file.name),
    changes: [],
    baseCards: base.length,
    changeCards: 0,
    builtAt: now,
  };
  return { manifest, files };
}

/** The manifest as devices read it. */
export const publicManifest = ({
  watermark,
  baseWatermark,
  base,
  changes,
}: SnapshotManifest): PublicManifest => ({
  watermark,
  baseWatermark,
  base: base.map((name) => FILES_PATH + name),
  changes: changes.map((name) => FILES_PATH + name),
});

/** A stored manifest as read back; undefined for anything else. */
export function readManifest(data: unknown): SnapshotManifest | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Partial<SnapshotManifest>;
  const names = (value: unknown): value is string[] =>
    Array.isArray(value) && value.every((name) => typeof name === 'string' && isFileName(name));
  return typeof record.watermark === 'number' &&
    typeof record.baseWatermark === 'number' &&
    names(record.base) &&
    names(record.changes) &&
    typeof record.baseCards === 'number' &&
    typeof record.changeCards === 'number' &&
    typeof record.builtAt === 'number'
    ? (record as SnapshotManifest)
    : undefined;
}
