import { Timestamp, type Firestore } from 'firebase-admin/firestore';

import { toCardRecord } from '@/domain/catalog-cards';
import { readProduct } from '@/domain/product-record';
import type { ProductCardRecord } from '@/domain/product';

import { CATALOG_REMOVALS } from './catalog-removals';
import {
  dayOf,
  firstSnapshot,
  gatherChanges,
  isFileName,
  namedFiles,
  nextSnapshot,
  openDay,
  parseFile,
  publicManifest,
  readManifest,
  type SnapshotManifest,
} from './snapshot-rules';
import { FILES_PER_BATCH, KEEP_UNNAMED_FILES_MS, REBUILD_OVERLAP_MS } from '../config';

/*
 * The catalog's snapshot as the server keeps it current (docs/catalog-sync.md): its files in
 * CatalogFiles/{name} ({ body, createdAt }), its manifest in CatalogSnapshot/current. Both are the
 * functions' alone (firestore.rules); devices read them through Hosting and the CDN at
 * /catalog/, served by the `catalogFiles` function.
 */

export const CATALOG_FILES = 'CatalogFiles';
const manifestDoc = (db: Firestore) => db.collection('CatalogSnapshot').doc('current');

const timestampMillis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : undefined);

const cardOf = (data: Record<string, unknown>) => toCardRecord(readProduct(data, timestampMillis));

async function readFiles(db: Firestore, names: readonly string[]): Promise<ProductCardRecord[]> {
  if (names.length === 0) return [];
  const docs = await db.getAll(...names.map((name) => db.collection(CATALOG_FILES).doc(name)));
  return docs.flatMap((doc) => {
    const body: unknown = doc.get('body');
    if (typeof body !== 'string') throw new Error(`The snapshot file ${doc.id} is missing.`);
    return parseFile(body);
  });
}

async function writeFiles(db: Firestore, files: { name: string; body: string }[], now: number) {
  const createdAt = Timestamp.fromMillis(now);
  for (let at = 0; at < files.length; at += FILES_PER_BATCH) {
    const batch = db.batch();
    for (const { name, body } of files.slice(at, at + FILES_PER_BATCH))
      batch.set(db.collection(CATALOG_FILES).doc(name), { body, createdAt });
    await batch.commit();
  }
}

/** Deletes the files the manifest no longer names that are older than KEEP_UNNAMED_FILES_MS. */
async function deleteOldFiles(db: Firestore, manifest: SnapshotManifest, now: number) {
  const named = new Set(namedFiles(manifest));
  const old = await db
    .collection(CATALOG_FILES)
    .where('createdAt', '<', Timestamp.fromMillis(now - KEEP_UNNAMED_FILES_MS))
    .select()
    .limit(400)
    .get();
  const batch = db.batch();
  let deleted = 0;
  for (const doc of old.docs)
    if (!named.has(doc.id)) {
      batch.delete(doc.ref);
      deleted += 1;
    }
  if (deleted > 0) await batch.commit();
  return deleted;
}

export interface Rebuilt {
  /** 'first': cut from the whole catalog; 'base': the base cut again; 'changes': changes only. */
  cut: 'first' | 'base' | 'changes' | 'none';
  watermark: number;
  files: number;
  changeCards: number;
}

/**
 * Brings the snapshot up to date: reads what changed since its watermark (changed products and
 * tombstones) and writes the day's changes files again, or, once the changes pass a twentieth of the
 * base, a new base. Its reads grow with the changes, not with the catalog, but for the very first snapshot,
 * which reads every product once.
 */
export async function rebuildCatalogSnapshot(db: Firestore, now = Date.now()): Promise<Rebuilt> {
  const previous = readManifest((await manifestDoc(db).get()).data());
  let next: { manifest: SnapshotManifest; files: { name: string; body: string }[] };
  let cut: Rebuilt['cut'];
  if (!previous) {
    const products = await db.collection('Products').get();
    next = firstSnapshot(
      products.docs.map((doc) => cardOf(doc.data())),
      now,
    );
    cut = 'first';
  } else {
    const from = Timestamp.fromMillis(Math.max(0, previous.watermark - REBUILD_OVERLAP_MS));
    const today = dayOf(now);
    const open = openDay(previous, today);
    const [products, removals, known] = await Promise.all([
      db.collection('Products').where('updatedAt', '>', from).get(),
      db.collection(CATALOG_REMOVALS).where('updatedAt', '>', from).get(),
      readFiles(db, open?.files ?? []),
    ]);
    const todays = gatherChanges(
      known,
      products.docs.map((doc) => readProduct(doc.data(), timestampMillis)),
      removals.docs.map((doc) => readProduct(doc.data(), timestampMillis)),
    );
    const past = (open ? previous.changes.slice(0, -1) : previous.changes).flatMap((day) => day.files);
    const rebuilt = await nextSnapshot(
      previous,
      today,
      todays,
      { base: () => readFiles(db, previous.base), pastChanges: () => readFiles(db, past) },
      now,
    );
    if (!rebuilt) {
      await deleteOldFiles(db, previous, now);
      return { cut: 'none', watermark: previous.watermark, files: 0, changeCards: previous.changeCards };
    }
    next = rebuilt;
    cut = rebuilt.manifest.changes.length === 0 ? 'base' : 'changes';
  }
  const known = new Set(previous ? namedFiles(previous) : []);
  const written = next.files.filter((file) => !known.has(file.name));
  await writeFiles(db, written, now);
  await manifestDoc(db).set(next.manifest);
  await deleteOldFiles(db, next.manifest, now);
  return {
    cut,
    watermark: next.manifest.watermark,
    files: written.length,
    changeCards: next.manifest.changeCards,
  };
}

/** An answer of the `catalogFiles` function. */
export interface FileAnswer {
  status: number;
  cacheControl: string;
  body: string;
}

/** How long the CDN and a browser keep the manifest: a minute, so a rebuild reaches devices soon. */
export const MANIFEST_CACHE = 'public, max-age=60';
/** A file's name is its content's hash: kept for good. */
export const FILE_CACHE = 'public, max-age=31536000, immutable';

/** The manifest before the first rebuild: no files, and a watermark older than any build's. */
const NO_SNAPSHOT = { watermark: 0, baseWatermark: 0, base: [], changes: [] };

/**
 * What GET /catalog/manifest.json and /catalog/files/{name} answer: the manifest (empty before the
 * first rebuild, so devices take the build's snapshot), a file's text, or 404.
 */
export async function catalogFileAnswer(db: Firestore, path: string): Promise<FileAnswer> {
  const notFound = { status: 404, cacheControl: 'no-store', body: JSON.stringify({ error: 'Not found.' }) };
  if (path.endsWith('/manifest.json')) {
    const manifest = readManifest((await manifestDoc(db).get()).data());
    return {
      status: 200,
      cacheControl: MANIFEST_CACHE,
      body: JSON.stringify(manifest ? publicManifest(manifest) : NO_SNAPSHOT),
    };
  }
  const name = /\/files\/([^/]+)$/.exec(path)?.[1];
  if (!name || !isFileName(name)) return notFound;
  const body: unknown = (await db.collection(CATALOG_FILES).doc(name).get()).get('body');
  return typeof body === 'string' ? { status: 200, cacheControl: FILE_CACHE, body } : notFound;
}
