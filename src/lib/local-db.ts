import type { DBSchema, IDBPDatabase, OpenDBCallbacks } from 'idb';

import { deviceCode } from './device-code';

/**
 * The IndexedDB wrapper comes in its own chunk, not as part of the first script: nothing a page
 * draws before it is live reads the device's databases, and it is 1.2 kB gzip of that script. It is
 * device code (lib/device-code): the offline kit asks for it as the page starts, and a failed fetch
 * (the connection lost in that moment, before the service worker holds the chunk) is tried again.
 * An open made while it is missing goes without the database and the next open asks again; a
 * change asks for it first (`localDbCode`), so it is never confirmed while it is missing.
 */
type IdbModule = typeof import('idb');
export const localDbCode = deviceCode(() => import('idb'));

/** How long an open may wait for an older tab to let go of the database before the app goes on without it. */
export const BLOCKED_OPEN_TIMEOUT_MS = 3000;

export interface LocalDbOptions<Schema extends DBSchema> {
  name: string;
  version: number;
  /** Creates or migrates the object stores; runs when the database is new or its version went up. */
  upgrade: NonNullable<OpenDBCallbacks<Schema>['upgrade']>;
  /** What this database holds is a copy of server data, so an unreadable one may be deleted and made anew. */
  disposable: boolean;
  blockedTimeoutMs?: number;
}

export interface LocalDb<Schema extends DBSchema> {
  /**
   * The database, or null where it cannot be used now: IndexedDB unavailable (some private
   * modes), a newer version opened by another tab (this tab runs an older build), or an older tab
   * that does not let go in time. A disposable database that cannot be opened (corrupt, or a newer
   * version left by a rolled-back deploy) is deleted and made anew.
   */
  open: () => Promise<IDBPDatabase<Schema> | null>;
  /** Closes and forgets the connection, so the database can be deleted and opened anew. */
  close: () => Promise<void>;
}

const isVersionError = (error: unknown) => error instanceof DOMException && error.name === 'VersionError';

/**
 * An IndexedDB database opened once, on first use, and shared by everything that reads it.
 *
 * Upgrades across tabs: when a newer build in another tab asks for a higher version, this tab
 * closes its connection at once (`blocking`) and from then on runs without the database (reads
 * come from the network) rather than hold the other tab up. When this tab is the newer one and an
 * old tab does not close (an old build without that handler), the open is given up after
 * `blockedTimeoutMs`; the app runs from the network, and the connection is used once it arrives.
 */
export function createLocalDb<Schema extends DBSchema>({
  name,
  version,
  upgrade,
  disposable,
  blockedTimeoutMs = BLOCKED_OPEN_TIMEOUT_MS,
}: LocalDbOptions<Schema>): LocalDb<Schema> {
  let opening: Promise<IDBPDatabase<Schema> | null> | null = null;
  /** A newer version exists: never reopen (it would fail), and never delete what the newer tab keeps. */
  let superseded = false;

  /** Opens the database with idb's `openDB`, which open() has loaded by then. */
  const connect = (openDB: IdbModule['openDB']) =>
    new Promise<IDBPDatabase<Schema> | null>((resolve, reject) => {
      let gaveUp = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      openDB<Schema>(name, version, {
        upgrade,
        blocked() {
          timer ??= setTimeout(() => {
            gaveUp = true;
            console.warn(
              `The local store "${name}" is held by an older tab; working from the network for now.`,
            );
            resolve(null);
          }, blockedTimeoutMs);
        },
        blocking(_current, _next, event) {
          (event.target as IDBDatabase).close();
          superseded = true;
          opening = Promise.resolve(null);
        },
        terminated() {
          opening = null;
        },
      }).then(
        (db) => {
          clearTimeout(timer);
          if (!gaveUp) resolve(db);
          // Late but good: later reads use it.
          else if (!superseded) opening = Promise.resolve(db);
          else db.close();
        },
        (error: unknown) => {
          clearTimeout(timer);
          if (!gaveUp) reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });

  return {
    open() {
      if (superseded) return Promise.resolve(null);
      opening ??= (async () => {
        if (typeof indexedDB === 'undefined') return null;
        const module: IdbModule | 'missing' = await localDbCode.loadedOrMissing();
        if (module === 'missing') {
          opening = null;
          return null;
        }
        try {
          return await connect(module.openDB);
        } catch (error) {
          if (!disposable) {
            // A newer version (another tab, or a rolled-back deploy) or a broken store: what it
            // holds is the shopper's, so it is left alone and this tab runs without it.
            console.error(
              isVersionError(error)
                ? `A newer version of the local store "${name}" exists; this tab works without it.`
                : `The local store "${name}" could not be opened.`,
              error,
            );
            return null;
          }
          console.warn(`The local store "${name}" could not be opened; recreating it.`, error);
          try {
            await module.deleteDB(name);
            return await connect(module.openDB);
          } catch (retryError) {
            console.error(
              `The local store "${name}" is unavailable; working from the network only.`,
              retryError,
            );
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
      superseded = false;
    },
  };
}
