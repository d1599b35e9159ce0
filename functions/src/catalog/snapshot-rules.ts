import { createHash } from 'node:crypto';

import { mergeCards, newestUpdate } from '@/domain/catalog-cards';
import { catalogChanges } from '@/domain/catalog-changes';
import type { Product, ProductCardRecord } from '@/domain/product';
import {
  baseFileText,
  changesFileTexts,
  inFiles,
  readSnapshotFile,
  SNAPSHOT_CHUNK_SIZE,
  SNAPSHOT_FILE_SIZE,
} from '@/domain/snapshot-files';

import { NEW_BASE_SHARE } from '../config';

/*
 * The server's catalog snapshot, as pure rules: which files a rebuild writes and what its
 * manifest says. The reading and writing is catalog-snapshot.ts; the files are served by the
 * `catalogFiles` function under /catalog/ (docs/catalog-sync.md, "The server's snapshot").
 */

/**
 * What the snapshot is now, kept in CatalogSnapshot/current. The base files hold every shown
 * product as of `baseWatermark`, in id order; the changes files hold every change since (a deleted
 * product as a hidden record), grouped by the day a rebuild first wrote them: a past day's files
 * never change, so a returning device holds them, and only the day's files are written again.
 * `watermark` is the newest change the files hold.
 */
export interface SnapshotManifest {
  watermark: number;
  baseWatermark: number;
  base: string[];
  changes: ChangeDay[];
  baseCards: number;
  changeCards: number;
  builtAt: number;
}

/** The changes files a day's rebuilds wrote, in id order, and how many records they hold. */
export interface ChangeDay {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  files: string[];
  cards: number;
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
 * Whether the base is cut again: once its changes pass NEW_BASE_SHARE of it (and a first file's
 * worth), so the changes a first visit fetches beside the base stay a small part of it; a device
 * back after that long fetches the base again.
 */
export const cutsNewBase = (changeCards: number, baseCards: number) =>
  changeCards > Math.max(SNAPSHOT_CHUNK_SIZE, baseCards * NEW_BASE_SHARE);

const named = (body: string) => ({ name: fileName(body), body });

/**
 * Shown cards as base files, each dated by `watermark` (the compact layout, src/domain): the first
 * of SNAPSHOT_CHUNK_SIZE, as the build's, each later one of SNAPSHOT_FILE_SIZE.
 */
export const baseFiles = (cards: readonly ProductCardRecord[], watermark: number) =>
  inFiles(cards, SNAPSHOT_FILE_SIZE, SNAPSHOT_CHUNK_SIZE).map((file) => named(baseFileText(file, watermark)));

/** Changes as changes files: each card with its own date, hidden ones as removals. */
export const changesFiles = (cards: readonly ProductCardRecord[]) => changesFileTexts(cards).map(named);

/** The card records of a snapshot file's text. */
export const parseFile = (body: string): ProductCardRecord[] => readSnapshotFile(JSON.parse(body));

const byId = (a: ProductCardRecord, b: ProductCardRecord) => a.id - b.id;

/** A first snapshot, cut from the whole catalog: base files only. */
export function firstSnapshot(products: readonly ProductCardRecord[], now: number) {
  const shown = mergeCards([], [...products].sort(byId));
  return newBase(shown, newestUpdate(products), now);
}

/** A snapshot that is a base alone: `cards` (by id) cut into files as of `watermark`, no changes. */
function newBase(cards: readonly ProductCardRecord[], watermark: number, now: number) {
  const files = baseFiles(cards, watermark);
  const manifest: SnapshotManifest = {
    watermark,
    baseWatermark: watermark,
    base: files.map((file) => file.name),
    changes: [],
    baseCards: cards.length,
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

/** The UTC day of `time`, as change days are named. */
export const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The day's group a rebuild on `today` writes again: the last one, when it is today's. */
export const openDay = (manifest: SnapshotManifest, today: string): ChangeDay | undefined => {
  const last = manifest.changes.at(-1);
  return last?.day === today ? last : undefined;
};

const sameNames = (files: readonly { name: string }[], names: readonly string[]) =>
  files.length === names.length && files.every((file, at) => file.name === names[at]);

/** What a rebuild that cuts the base again reads: the base's records and the past days' changes. */
export interface EarlierFiles {
  base: () => Promise<ProductCardRecord[]>;
  pastChanges: () => Promise<ProductCardRecord[]>;
}

/**
 * The next snapshot from the manifest and the day's gathered changes (`todays`: the day's files'
 * records joined by what was read since the watermark): `undefined` when nothing changed since it
 * was built. The base and the past days' changes are read only when the base is cut again.
 */
export async function nextSnapshot(
  previous: SnapshotManifest,
  today: string,
  todays: readonly ProductCardRecord[],
  earlier: EarlierFiles,
  now: number,
) {
  const open = openDay(previous, today);
  const past = open ? previous.changes.slice(0, -1) : previous.changes;
  const watermark = newestUpdate(todays, previous.watermark);
  const dayFiles = changesFiles(todays);
  if (watermark === previous.watermark && sameNames(dayFiles, open?.files ?? [])) return undefined;
  const changes = [
    ...past,
    ...(todays.length > 0
      ? [{ day: today, files: dayFiles.map((file) => file.name), cards: todays.length }]
      : []),
  ];
  const changeCards = changes.reduce((total, day) => total + day.cards, 0);
  if (!cutsNewBase(changeCards, previous.baseCards)) {
    const manifest: SnapshotManifest = { ...previous, watermark, changes, changeCards, builtAt: now };
    return { manifest, files: dayFiles };
  }
  // Every change since the base, the newest of each product's winning, merged into it.
  const all = gatherChanges([...(await earlier.pastChanges()), ...todays], [], []);
  return newBase(mergeCards(await earlier.base(), all).sort(byId), watermark, now);
}

/** Every file the manifest names. */
export const namedFiles = (manifest: SnapshotManifest) => [
  ...manifest.base,
  ...manifest.changes.flatMap((day) => day.files),
];

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
  changes: changes.flatMap((day) => day.files).map((name) => FILES_PATH + name),
});

/** A stored manifest as read back; undefined for anything else. */
export function readManifest(data: unknown): SnapshotManifest | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Partial<SnapshotManifest>;
  const names = (value: unknown): value is string[] =>
    Array.isArray(value) && value.every((name) => typeof name === 'string' && isFileName(name));
  const days = (value: unknown): value is ChangeDay[] =>
    Array.isArray(value) &&
    value.every(
      (day: Partial<ChangeDay> | null) =>
        typeof day?.day === 'string' && names(day.files) && typeof day.cards === 'number',
    );
  return typeof record.watermark === 'number' &&
    typeof record.baseWatermark === 'number' &&
    names(record.base) &&
    days(record.changes) &&
    typeof record.baseCards === 'number' &&
    typeof record.changeCards === 'number' &&
    typeof record.builtAt === 'number'
    ? (record as SnapshotManifest)
    : undefined;
}
