import { proxy, wrap } from 'comlink';

import { loadWhenOnline } from '@/lib/lazy-loaded';

import { adoptIndexParts } from '../logic/catalog-indexes';
import { mergeCards, shownCards } from '../logic/card-record';
import type { ProductCardRecord } from '../types';
import type { KeeperAnswer, KeeperCore, TakeCards, TakeStored } from './catalog-keeper-core';
import type { CatalogSyncMeta } from './catalog-snapshot';

/**
 * The catalog on this device, kept by a worker (catalog-keeper-core.ts). Every catalog it hands
 * back comes with its listing and search indexes already sorted (catalog-indexes.ts).
 */
export interface CatalogKeeper {
  /** The catalog as last read or stored; [] before the first. */
  readonly cards: ProductCardRecord[];
  /** The sync record as stored now; undefined while none is. */
  readonly meta: CatalogSyncMeta | undefined;
  /** Reads the catalog stored on the device ([] when none is). */
  read(): Promise<ProductCardRecord[]>;
  /**
   * Downloads a snapshot's base files (`urls`), with its changes files merged in, and stores them
   * as the whole catalog with `meta`; `onFirstCards` gets the first file's cards as soon as they
   * are here. Rejects, changing nothing, when a file cannot be read.
   */
  loadBundle(
    urls: readonly string[],
    meta: CatalogSyncMeta,
    onFirstCards?: (cards: ProductCardRecord[]) => void,
    changes?: readonly string[],
  ): Promise<ProductCardRecord[]>;
  /**
   * Downloads a snapshot's changes files and merges them into the catalog held, storing `meta`.
   * Rejects, changing nothing, when a file cannot be read.
   */
  mergeFiles(urls: readonly string[], meta: CatalogSyncMeta): Promise<ProductCardRecord[]>;
  /** Stores products read from Firestore, as the whole catalog or merged into it. */
  apply(changed: ProductCardRecord[], meta: CatalogSyncMeta, replace: boolean): Promise<ProductCardRecord[]>;
  /** Stops the worker; every call not yet answered, and every later one, rejects (KEEPER_CLOSED). */
  close(): void;
}

/** Where the keeper's code runs: a worker, or the page. */
interface Host {
  /** `work` done by the keeper's code there. */
  call<T>(work: (core: KeeperCore) => Promise<T>): Promise<T>;
  close(): void;
}

/** The catalog a call leaves on the page, and the keeper's answer for it. */
interface Settled {
  next: ProductCardRecord[];
  answer: KeeperAnswer;
}

/** A call not yet answered: tried again in the page should the worker break. */
interface Pending {
  attempt(core: KeeperCore): Promise<Settled>;
  settle(settled: Settled): void;
  reject(error: unknown): void;
}

function startWorker(onBroken: () => void): Host | undefined {
  if (typeof Worker === 'undefined') return undefined;
  try {
    const worker = new Worker(new URL('./catalog.worker.ts', import.meta.url), {
      type: 'module',
      name: 'catalog',
    });
    // A worker that cannot load (its script missing from an old cache) or that breaks.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      onBroken();
    });
    const remote = wrap<KeeperCore>(worker);
    return { call: (work) => work(remote), close: () => worker.terminate() };
  } catch (error) {
    console.warn('The catalog worker could not start; keeping the catalog in the page:', error);
    return undefined;
  }
}

/** Why a call made to a closed keeper, or left unanswered by its closing, rejects. */
export const KEEPER_CLOSED = 'The catalog keeper was closed.';

/**
 * The catalog's keeper: in a worker where the browser has them, otherwise (and if the worker
 * breaks) the same code in the page, which then starts from the catalog the page holds. Calls go
 * through Comlink; the index parts come transferred. Once closed, every call not yet answered and
 * every later one rejects.
 */
export function createCatalogKeeper({ worker = true }: { worker?: boolean } = {}): CatalogKeeper {
  const pending = new Set<Pending>();
  let cards: ProductCardRecord[] = [];
  let meta: CatalogSyncMeta | undefined;
  let closed = false;

  /** The keeper's code in the page, loaded only when needed (it is the worker's script otherwise). */
  function inPage(): Host {
    const start = { cards, meta };
    // Fetched again until it comes (offline before the service worker holds it): calls wait for it.
    const core = loadWhenOnline(() => import('./catalog-keeper-core')).then(({ createKeeperCore }) =>
      createKeeperCore(start),
    );
    return {
      call: (work) =>
        core.then(work, (error: unknown) => {
          throw new Error(`The catalog keeper did not load: ${String(error)}`);
        }),
      close: () => undefined,
    };
  }

  let host =
    (worker &&
      startWorker(() => {
        console.warn('The catalog worker stopped; keeping the catalog in the page.');
        host.close();
        host = inPage();
        for (const call of pending) run(call);
      })) ||
    inPage();

  /** Runs `call` where the keeper is now; an answer from a host given up since is dropped. */
  function run(call: Pending) {
    const from = host;
    const current = () => host === from && pending.delete(call);
    from
      .call((core) => call.attempt(core))
      .then(
        (settled) => current() && call.settle(settled),
        (error: unknown) => current() && call.reject(error),
      );
  }

  function ask(
    request: (core: KeeperCore, take: TakeCards) => Promise<KeeperAnswer>,
    result: (received: ProductCardRecord[]) => ProductCardRecord[],
    onCards?: (cards: ProductCardRecord[]) => void,
  ): Promise<ProductCardRecord[]> {
    if (closed) return Promise.reject(new Error(KEEPER_CLOSED));
    return new Promise((resolve, reject) => {
      const call: Pending = {
        async attempt(core) {
          const received: ProductCardRecord[] = [];
          const take = (batch: ProductCardRecord[]) => {
            if (received.length === 0) onCards?.(batch);
            for (const card of batch) received.push(card);
          };
          const answer = await request(core, proxy(take));
          return { next: result(received), answer };
        },
        settle({ next, answer }) {
          // Parts for another catalog than the page's would answer queries wrongly: built anew then.
          if (answer.parts.search.size === next.length) adoptIndexParts(next, answer.parts);
          cards = next;
          meta = answer.meta;
          resolve(next);
        },
        reject,
      };
      pending.add(call);
      run(call);
    });
  }

  /**
   * `ask` for a call that stores its catalog: the record as stored is taken once the call's answer
   * is (the two come by separate ports, so not necessarily in that order).
   */
  function askAndStore(
    request: (core: KeeperCore, take: TakeCards, stored: TakeStored) => Promise<KeeperAnswer>,
    result: (received: ProductCardRecord[]) => ProductCardRecord[],
    onCards?: (cards: ProductCardRecord[]) => void,
  ): Promise<ProductCardRecord[]> {
    let answered: Promise<unknown> = Promise.resolve();
    const stored = proxy((record: CatalogSyncMeta | undefined) => {
      void answered.then(
        () => {
          if (!closed) meta = record;
        },
        () => undefined,
      );
    });
    const asked = ask((core, take) => request(core, take, stored), result, onCards);
    answered = asked;
    return asked;
  }

  return {
    get cards() {
      return cards;
    },
    get meta() {
      return meta;
    },
    read: () =>
      ask(
        (core, take) => core.read(take),
        (received) => received,
      ),
    loadBundle: (urls, next, onFirstCards, changes = []) =>
      askAndStore(
        (core, take, stored) => core.bundle(urls, next, take, stored, changes),
        (received) => received,
        onFirstCards,
      ),
    mergeFiles(urls, next) {
      const base = cards;
      return askAndStore(
        (core, take, stored) => core.mergeFiles(urls, next, take, stored),
        (received) => mergeCards(base, received),
      );
    },
    apply(changed, next, replace) {
      const base = cards;
      return askAndStore(
        (core, _take, stored) => core.apply(changed, next, replace, stored),
        () => (replace ? shownCards(changed) : mergeCards(base, changed)),
      );
    },
    close() {
      closed = true;
      host.close();
      for (const call of pending) call.reject(new Error(KEEPER_CLOSED));
      pending.clear();
    },
  };
}
