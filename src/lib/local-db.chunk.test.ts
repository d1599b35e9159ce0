import 'fake-indexeddb/auto';

import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('idb');
  vi.resetModules();
  vi.restoreAllMocks();
});

it('opens without the database while the IndexedDB wrapper cannot be fetched, and asks again at the next open', async () => {
  let reachable = false;
  vi.doMock('idb', async (importOriginal) => {
    if (!reachable) throw new TypeError('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  const { createLocalDb } = await import('./local-db');
  const notes = createLocalDb<{ notes: { key: string; value: string } }>({
    name: 'local-db-chunk-test',
    version: 1,
    disposable: false,
    upgrade(database) {
      database.createObjectStore('notes');
    },
  });
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);

  expect(await notes.open()).toBeNull();

  reachable = true;
  const db = await notes.open();
  expect(db?.objectStoreNames.contains('notes')).toBe(true);
  // Offline for a moment is not a broken store: nothing is reported.
  expect(errors).not.toHaveBeenCalled();
  await notes.close();
});
