/// <reference lib="webworker" />
// The catalog's keeper in its own thread (catalog-keeper-core.ts): requests come from the page's
// catalog-keeper.ts; index parts are transferred, not copied.
import { createKeeperCore, indexPartsBuffers, type KeeperRequest } from './catalog-keeper-core';

declare const self: DedicatedWorkerGlobalScope;

const handle = createKeeperCore((event) =>
  self.postMessage(event, event.kind === 'done' ? indexPartsBuffers(event.parts) : []),
);

self.addEventListener('message', (event: MessageEvent<KeeperRequest>) => handle(event.data));
