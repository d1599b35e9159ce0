import { describe, expect, it } from 'vitest';

import { mergeCards, toCardRecord } from '@/domain/catalog-cards';
import type { ProductCardRecord } from '@/domain/product';

import { aProduct } from '../../../tests/support/domain-factories';
import {
  cutsNewBase,
  dayOf,
  fileName,
  firstSnapshot,
  gatherChanges,
  nextSnapshot,
  parseFile,
  publicManifest,
  readManifest,
} from './snapshot-rules';

/*
 * The server's snapshot: a base of every shown product and changes files of what changed since,
 * named by their content, so a device fetches a name once and the CDN keeps it for good.
 */

const NOW = Date.UTC(2026, 11, 3);
const card = (id: number, updatedAt: number, extra: Partial<ProductCardRecord> = {}) => ({
  ...toCardRecord(aProduct({ id, updatedAt })),
  ...extra,
});
const cardsOf = (files: { body: string }[]) => files.flatMap((file) => parseFile(file.body));
const notRead = () => Promise.reject(new Error('the base and past days are not read when the base stays'));
const noBase = { base: notRead, pastChanges: notRead };
const TODAY = dayOf(NOW);

/** The item at `at`, which the test made sure is there. */
const nth = <T>(items: readonly T[], at: number): T => {
  const item = items[at];
  if (item === undefined) throw new Error(`No item at ${at}`);
  return item;
};

describe('the first snapshot', () => {
  it('holds every shown product in id order, in files named by their content', () => {
    const products = [
      card(3, 30),
      card(1, 10),
      card(2, 40, { hidden: true }),
      ...[4, 5, 6].map((id) => card(id, id)),
    ];
    const { manifest, files } = firstSnapshot(products, NOW);
    expect(cardsOf(files).map((item) => item.id)).toEqual([1, 3, 4, 5, 6]);
    // The hidden product's change still counts for the watermark.
    expect(manifest).toMatchObject({
      watermark: 40,
      baseWatermark: 40,
      changes: [],
      baseCards: 5,
      builtAt: NOW,
    });
    expect(manifest.base).toEqual(files.map((file) => file.name));
    expect(files.every((file) => file.name === fileName(file.body))).toBe(true);
  });

  it('cuts 4,000 products into a first file of 250 and later ones of 3,500, as the build does', () => {
    const { files } = firstSnapshot(
      Array.from({ length: 4000 }, (_, at) => card(at + 1, at)),
      NOW,
    );
    expect(files.map((file) => parseFile(file.body).length)).toEqual([250, 3500, 250]);
  });
});

describe('a rebuild', () => {
  const base = firstSnapshot(
    Array.from({ length: 3000 }, (_, at) => card(at + 1, 1000 + at)),
    NOW,
  );

  it('writes the changes beside the base, which it neither reads nor writes again', async () => {
    const changes = gatherChanges(
      [],
      [aProduct({ id: 7, updatedAt: 9000, price: 1 })],
      [aProduct({ id: 8, updatedAt: 9100 })],
    );
    const next = await nextSnapshot(base.manifest, TODAY, changes, noBase, NOW + 1);
    expect(next?.manifest).toMatchObject({
      watermark: 9100,
      baseWatermark: 3999,
      base: base.manifest.base,
      changeCards: 2,
    });
    const written = cardsOf(next?.files ?? []);
    expect(written.map((item) => [item.id, item.hidden === true])).toEqual([
      [7, false],
      [8, true],
    ]);
    expect(written[0]?.price).toBe(1);
    expect(next?.manifest.changes).toEqual([
      { day: TODAY, files: next?.files.map((file) => file.name), cards: 2 },
    ]);
  });

  it('leaves a past day’s files as they are and writes the new day’s beside them', async () => {
    const monday = await nextSnapshot(
      base.manifest,
      '2026-12-01',
      gatherChanges([], [aProduct({ id: 7, updatedAt: 9000 })], []),
      noBase,
      NOW,
    );
    if (!monday) throw new Error('a change makes a snapshot');
    const tuesday = await nextSnapshot(
      monday.manifest,
      '2026-12-02',
      gatherChanges([], [aProduct({ id: 7, updatedAt: 9500, price: 3 })], []),
      noBase,
      NOW + 1,
    );
    expect(tuesday?.manifest.changes.map(({ day, cards }) => [day, cards])).toEqual([
      ['2026-12-01', 1],
      ['2026-12-02', 1],
    ]);
    expect(tuesday?.manifest.changes[0]).toEqual(nth(monday.manifest.changes, 0));
    expect(tuesday?.manifest.changeCards).toBe(2);
    // Only the new day's file is written; devices take the days in order, so its 3 wins.
    expect(cardsOf(tuesday?.files ?? []).map((item) => item.price)).toEqual([3]);
    expect(publicManifest(tuesday?.manifest ?? monday.manifest).changes).toEqual(
      [...nth(monday.manifest.changes, 0).files, ...(tuesday?.files ?? []).map((file) => file.name)].map(
        (name) => `/catalog/files/${name}`,
      ),
    );
  });

  it('is nothing when nothing changed since the last (the same changes read again)', async () => {
    const changes = gatherChanges([], [aProduct({ id: 7, updatedAt: 9000 })], []);
    const once = await nextSnapshot(base.manifest, TODAY, changes, noBase, NOW + 1);
    if (!once) throw new Error('the first change makes a snapshot');
    const again = gatherChanges(cardsOf(once.files), [aProduct({ id: 7, updatedAt: 9000 })], []);
    expect(await nextSnapshot(once.manifest, TODAY, again, noBase, NOW + 2)).toBeUndefined();
  });

  it('keeps the newest of a write and a tombstone, whichever file it came from', () => {
    const known = [card(7, 9000, { price: 5 })];
    const changes = gatherChanges(
      known,
      [aProduct({ id: 7, updatedAt: 8000, price: 4 })],
      [aProduct({ id: 9, updatedAt: 9500 })],
    );
    expect(changes.map((item) => [item.id, item.updatedAt, item.hidden === true])).toEqual([
      [7, 9000, false],
      [9, 9500, true],
    ]);
    expect(changes[0]?.price).toBe(5);
  });

  it('cuts the base again once the changes pass a twentieth of it (and 250), merging them in', async () => {
    expect(cutsNewBase(5000, 100_000)).toBe(false);
    expect(cutsNewBase(5001, 100_000)).toBe(true);
    expect(cutsNewBase(250, 3000)).toBe(false);
    expect(cutsNewBase(251, 3000)).toBe(true);
    const changed = Array.from({ length: 301 }, (_, at) =>
      aProduct({ id: at + 1, updatedAt: 10_000 + at, price: 2 }),
    );
    const deleted = [aProduct({ id: 2999, updatedAt: 20_000 })];
    const added = [aProduct({ id: 5000, updatedAt: 20_001 })];
    // The changes of two days: a product repriced on the first and again on the second.
    const past = gatherChanges([], [aProduct({ id: 1, updatedAt: 9_000, price: 1 })], []);
    const yesterday = await nextSnapshot(base.manifest, '2026-12-02', past, noBase, NOW);
    if (!yesterday) throw new Error('a change makes a snapshot');
    const changes = gatherChanges([], [...changed, ...added], deleted);
    const next = await nextSnapshot(
      yesterday.manifest,
      TODAY,
      changes,
      { base: () => Promise.resolve(cardsOf(base.files)), pastChanges: () => Promise.resolve(past) },
      NOW + 1,
    );

    const cards = cardsOf(next?.files ?? []);
    expect(next?.manifest).toMatchObject({
      watermark: 20_001,
      baseWatermark: 20_001,
      changes: [],
      baseCards: 3000,
    });
    expect(cards.map((item) => item.id)).toEqual(
      mergeCards(cardsOf(base.files), changes)
        .map((item) => item.id)
        .sort((a, b) => a - b),
    );
    expect(cards.find((item) => item.id === 1)?.price).toBe(2);
    expect(cards.some((item) => item.id === 2999)).toBe(false);
    expect(cards.at(-1)?.id).toBe(5000);
  });
});

describe('the manifest', () => {
  const { manifest } = firstSnapshot([card(1, 10)], NOW);

  it('gives devices the files as addresses under /catalog/files/', () => {
    expect(
      publicManifest({ ...manifest, changes: [{ day: TODAY, files: [nth(manifest.base, 0)], cards: 1 }] }),
    ).toEqual({
      watermark: 10,
      baseWatermark: 10,
      base: [`/catalog/files/${nth(manifest.base, 0)}`],
      changes: [`/catalog/files/${nth(manifest.base, 0)}`],
    });
  });

  it('is read back only when whole', () => {
    expect(readManifest(manifest)).toEqual(manifest);
    expect(readManifest({ ...manifest, base: ['../secrets.json'] })).toBeUndefined();
    expect(readManifest({ ...manifest, changes: [{ day: TODAY, files: ['x'], cards: 1 }] })).toBeUndefined();
    expect(readManifest({ ...manifest, changes: [{ day: TODAY, files: manifest.base, cards: 1 }] })).toEqual({
      ...manifest,
      changes: [{ day: TODAY, files: manifest.base, cards: 1 }],
    });
    expect(readManifest({ ...manifest, watermark: '10' })).toBeUndefined();
    expect(readManifest(undefined)).toBeUndefined();
  });
});
