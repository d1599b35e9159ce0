import { deleteDB, openDB, type DBSchema, type IDBPDatabase, type OpenDBCallbacks } from 'idb';

export interface LocalDbOptions<Schema extends DBSchema> {
  name: string;
  version: number;
  /** Creates the object stores; runs when the database is new or its version went up. */
  upgrade: NonNullable<OpenDBCallbacks<Schema>['upgrade']>;
}

export interface LocalDb<Schema extends DBSchema> {
  /**
   * The database, or null where IndexedDB is unavailable (some private modes). A database that
   * cannot be opened (corrupt, or a newer version from a rolled-back deploy) is deleted and made
   * anew: an on-device database only holds copies of server data.
   */
  open: () => Promise<IDBPDatabase<Schema> | null>;
  /** Closes and forgets the connection, so the database can be deleted and opened anew. */
  close: () => Promise<void>;
}

/** An IndexedDB database opened once, on first use, and shared by everything that reads it. */
export function createLocalDb<Schema extends DBSchema>({
  name,
  version,
  upgrade,
}: LocalDbOptions<Schema>): LocalDb<Schema> {
  let opening: Promise<IDBPDatabase<Schema> | null> | null = null;
  const openOnce = () => openDB<Schema>(name, version, { upgrade });

  return {
    open() {
      opening ??= (async () => {
        if (typeof indexedDB === 'undefined') return null;
        try {
          return await openOnce();
        } catch (error) {
          console.warn('Local store could not be opened; recreating it.', error);
          try {
            await deleteDB(name);
            return await openOnce();
          } catch (retryError) {
            console.error('Local store unavailable; working from the network only.', retryError);
            return null;
          }
        }
      })();
      return opening;
    },
    async close() {
      const db = await opening;
      db?.close();
      opening = null;
    },
  };
}
