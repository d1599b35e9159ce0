import { adoptIndexParts, type CatalogIndexParts } from '../logic/catalog-indexes';
import { mergeCards, shownCards } from '../logic/card-record';
import type { ProductCardRecord } from '../types';
import type { KeeperEvent, KeeperRequest } from './catalog-keeper-core';
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
   * Downloads the build's snapshot files and stores them as the whole catalog with `meta`;
   * `onFirstCards` gets the first file's cards as soon as they are here. Rejects, changing
   * nothing, when a file cannot be read.
   */
  loadBundle(
    urls: readonly string[],
    meta: CatalogSyncMeta,
    onFirstCards?: (cards: ProductCardRecord[]) => void,
  ): Promise<ProductCardRecord[]>;
  /** Stores products read from Firestore, as the whole catalog or merged into it. */
  apply(changed: ProductCardRecord[], meta: CatalogSyncMeta, replace: boolean): Promise<ProductCardRecord[]>;
  /** Stops the worker. */
  close(): void;
}

interface Transport {
  send(request: KeeperRequest): void;
  close(): void;
}

interface Pending {
  request: KeeperRequest;
  received: ProductCardRecord[];
  onCards?: (cards: ProductCardRecord[]) => void;
  settle(result: { meta: CatalogSyncMeta | undefined; parts: CatalogIndexParts } | Error): void;
}

function startWorker(onEvent: (event: KeeperEvent) => void, onBroken: () => void): Transport | undefined {
  if (typeof Worker === 'undefined') return undefined;
  try {
    const worker = new Worker(new URL('./catalog.worker.ts', import.meta.url), {
      type: 'module',
      name: 'catalog',
    });
    worker.addEventListener('message', (event: MessageEvent<KeeperEvent>) => onEvent(event.data));
    // A worker that cannot load (its script missing from an old cache) or that breaks.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      onBroken();
    });
    return { send: (request) => worker.postMessage(request), close: () => worker.terminate() };
  } catch (error) {
    console.warn('The catalog worker could not start; keeping the catalog in the page:', error);
    return undefined;
  }
}

/**
 * The catalog's keeper: in a worker where the browser has them, otherwise (and if the worker
 * breaks) the same code in the page, which then starts from the catalog the page holds.
 */
export function createCatalogKeeper({ worker = true }: { worker?: boolean } = {}): CatalogKeeper {
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let cards: ProductCardRecord[] = [];
  let meta: CatalogSyncMeta | undefined;

  /** The keeper's code in the page, loaded only when needed (it is the worker's script otherwise). */
  function inPage(): Transport {
    const start = { cards, meta };
    const core = import('./catalog-keeper-core').then(({ createKeeperCore }) =>
      createKeeperCore(onEvent, start),
    );
    return {
      send: (request) =>
        void core.then(
          (handle) => handle(request),
          (error: unknown) =>
            onEvent({
              id: request.id,
              kind: 'failed',
              message: `The catalog keeper did not load: ${String(error)}`,
            }),
        ),
      close: () => undefined,
    };
  }

  function onEvent(event: KeeperEvent) {
    if (event.kind === 'stored') {
      meta = event.meta;
      return;
    }
    const call = pending.get(event.id);
    if (!call) return;
    if (event.kind === 'cards') {
      if (call.received.length === 0) call.onCards?.(event.cards);
      for (const card of event.cards) call.received.push(card);
    } else {
      pending.delete(event.id);
      call.settle(event.kind === 'done' ? event : new Error(event.message));
    }
  }

  let transport =
    (worker &&
      startWorker(onEvent, () => {
        console.warn('The catalog worker stopped; keeping the catalog in the page.');
        transport.close();
        transport = inPage();
        for (const call of pending.values()) {
          call.received = [];
          transport.send(call.request);
        }
      })) ||
    inPage();

  function ask(
    request: KeeperRequest,
    result: (received: ProductCardRecord[]) => ProductCardRecord[],
    onCards?: (cards: ProductCardRecord[]) => void,
  ) {
    return new Promise<ProductCardRecord[]>((resolve, reject) => {
      const call: Pending = {
        request,
        received: [],
        onCards,
        settle(outcome) {
          if (outcome instanceof Error) return reject(outcome);
          const next = result(call.received);
          // Parts for another catalog than the page's would answer queries wrongly: built anew then.
          if (outcome.parts.search.size === next.length) adoptIndexParts(next, outcome.parts);
          cards = next;
          meta = outcome.meta;
          resolve(next);
        },
      };
      pending.set(request.id, call);
      transport.send(request);
    });
  }

  return {
    get cards() {
      return cards;
    },
    get meta() {
      return meta;
    },
    read: () => ask({ id: nextId++, op: 'read' }, (received) => received),
    loadBundle: (urls, next, onFirstCards) =>
      ask({ id: nextId++, op: 'bundle', urls, meta: next }, (received) => received, onFirstCards),
    apply(changed, next, replace) {
      const base = cards;
      return ask({ id: nextId++, op: 'apply', changed, meta: next, replace }, () =>
        replace ? shownCards(changed) : mergeCards(base, changed),
      );
    },
    close() {
      transport.close();
      pending.clear();
    },
  };
}
