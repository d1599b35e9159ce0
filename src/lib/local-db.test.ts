import 'fake-indexeddb/auto';

import { forceCloseDatabase } from 'fake-indexeddb';
import { deleteDB, openDB, unwrap, type DBSchema, type IDBPDatabase } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createLocalDb, type LocalDb } from './local-db';

interface NotesSchema extends DBSchema {
  notes: { key: string; value: string };
}

const NAME = 'local-db-test';
const opened: LocalDb<NotesSchema>[] = [];

function notesDb(
  version: number,
  options: { disposable?: boolean; blockedTimeoutMs?: number; brokenUpgrade?: boolean } = {},
) {
  const db = createLocalDb<NotesSchema>({
    name: NAME,
    version,
    disposable: options.disposable ?? false,
    blockedTimeoutMs: options.blockedTimeoutMs ?? 50,
    upgrade(database, _oldVersion, _newVersion, transaction) {
      if (options.brokenUpgrade) {
        // A migration that fails (a full disk, say): the open is aborted.
        transaction.done.catch(() => undefined);
        transaction.abort();
        return;
      }
      if (!database.objectStoreNames.contains('notes')) database.createObjectStore('notes');
    },
  });
  opened.push(db);
  return db;
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.restoreAllMocks();
  for (const db of opened.splice(0)) await db.close();
  await deleteDB(NAME);
});

describe('createLocalDb across tabs', () => {
  it('an older tab lets go when a newer one upgrades, then works without the database', async () => {
    const oldTab = notesDb(1);
    const oldConnection = await oldTab.open();
    await oldConnection?.put('notes', 'kept', 'line');

    const newTab = notesDb(2);
    const newConnection = await newTab.open();
    expect(newConnection?.version).toBe(2);
    expect(await newConnection?.get('notes', 'line')).toBe('kept');
    expect(await oldTab.open()).toBeNull();
  });

  it('a newer tab blocked by an old one that never lets go runs without it, then uses it once free', async () => {
    // An old build's tab without a versionchange handler.
    const stubborn = await openDB(NAME, 1, {
      upgrade: (database) => database.createObjectStore('notes'),
    });
    const newTab = notesDb(2, { blockedTimeoutMs: 30 });
    expect(await newTab.open()).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(
      'The local store "local-db-test" is held by an older tab; working from the network for now.',
    );

    stubborn.close();
    await expect.poll(async () => (await newTab.open())?.version).toBe(2);
  });

  it('never deletes a database that holds the shopper’s data when a newer version exists', async () => {
    const newer = notesDb(3);
    await (await newer.open())?.put('notes', 'mine', 'line');
    await newer.close();

    expect(await notesDb(2).open()).toBeNull();
    expect(console.error).toHaveBeenCalledWith(
      'A newer version of the local store "local-db-test" exists; this tab works without it.',
      expect.objectContaining({ name: 'VersionError' }),
    );
    const again = await notesDb(3).open();
    expect(await again?.get('notes', 'line')).toBe('mine');
  });

  it('recreates a disposable copy that a newer version left behind (a rolled-back deploy)', async () => {
    const newer = notesDb(3, { disposable: true });
    await (await newer.open())?.put('notes', 'copy', 'line');
    await newer.close();

    const rolledBack = await notesDb(2, { disposable: true }).open();
    expect(rolledBack?.version).toBe(2);
    expect(await rolledBack?.get('notes', 'line')).toBeUndefined();
    expect(console.warn).toHaveBeenCalledWith(
      'The local store "local-db-test" could not be opened; recreating it.',
      expect.objectContaining({ name: 'VersionError' }),
    );
  });
});

describe('createLocalDb when the database cannot be used', () => {
  it('works without a database where IndexedDB is missing, without reporting an error', async () => {
    vi.stubGlobal('indexedDB', undefined);
    try {
      expect(await notesDb(1).open()).toBeNull();
      expect(await notesDb(1, { disposable: true }).open()).toBeNull();
      expect(console.error).not.toHaveBeenCalled();
      expect(console.warn).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('leaves a store holding the shopper’s data alone when it cannot be opened', async () => {
    expect(await notesDb(1, { brokenUpgrade: true }).open()).toBeNull();
    expect(console.error).toHaveBeenCalledWith(
      'The local store "local-db-test" could not be opened.',
      expect.anything(),
    );
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('gives up on a disposable copy that cannot be made anew either', async () => {
    expect(await notesDb(1, { disposable: true, brokenUpgrade: true }).open()).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(
      'The local store "local-db-test" could not be opened; recreating it.',
      expect.anything(),
    );
    expect(console.error).toHaveBeenCalledWith(
      'The local store "local-db-test" is unavailable; working from the network only.',
      expect.anything(),
    );
  });

  it('opens anew after the browser closed the database (storage cleared meanwhile)', async () => {
    const tab = notesDb(1);
    const first = await tab.open();
    if (!first) throw new Error('the database should open');
    forceCloseDatabase(unwrap(first) as unknown as Parameters<typeof forceCloseDatabase>[0]);
    const again = await tab.open();
    expect(again).not.toBe(first);
    await again?.put('notes', 'after', 'line');
    expect(await again?.get('notes', 'line')).toBe('after');
  });
});

describe('createLocalDb loaded afresh', () => {
  it('names a newer version as the reason it works without the database', async () => {
    // The cart's modules load this one inside their tests; loading it here too makes the
    // mutation run (stryker.config.mjs) count this test among those that cover its definitions.
    vi.resetModules();
    const fresh = await import('./local-db');
    const upgrade = (database: IDBPDatabase<NotesSchema>) => {
      if (!database.objectStoreNames.contains('notes')) database.createObjectStore('notes');
    };
    const newer = fresh.createLocalDb<NotesSchema>({ name: NAME, version: 3, disposable: false, upgrade });
    await newer.open();
    await newer.close();
    expect(
      await fresh.createLocalDb<NotesSchema>({ name: NAME, version: 2, disposable: false, upgrade }).open(),
    ).toBeNull();
    expect(console.error).toHaveBeenCalledWith(
      'A newer version of the local store "local-db-test" exists; this tab works without it.',
      expect.objectContaining({ name: 'VersionError' }),
    );
  });
});
