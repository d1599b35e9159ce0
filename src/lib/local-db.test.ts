import 'fake-indexeddb/auto';

import { deleteDB, openDB, type DBSchema } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createLocalDb, type LocalDb } from './local-db';

interface NotesSchema extends DBSchema {
  notes: { key: string; value: string };
}

const NAME = 'local-db-test';
const opened: LocalDb<NotesSchema>[] = [];

function notesDb(version: number, options: { disposable?: boolean; blockedTimeoutMs?: number } = {}) {
  const db = createLocalDb<NotesSchema>({
    name: NAME,
    version,
    disposable: options.disposable ?? false,
    blockedTimeoutMs: options.blockedTimeoutMs ?? 50,
    upgrade(database) {
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

    stubborn.close();
    await expect.poll(async () => (await newTab.open())?.version).toBe(2);
  });

  it('never deletes a database that holds the shopper’s data when a newer version exists', async () => {
    const newer = notesDb(3);
    await (await newer.open())?.put('notes', 'mine', 'line');
    await newer.close();

    expect(await notesDb(2).open()).toBeNull();
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
  });
});
