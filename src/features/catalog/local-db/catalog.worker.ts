/// <reference lib="webworker" />
// The catalog's keeper in its own thread (catalog-keeper-core.ts), called by the page's
// catalog-keeper.ts through Comlink. The index parts' buffers are transferred, not copied; the
// cards are copied (the worker keeps them, to merge the next changes into).
import { expose, transfer } from 'comlink';

import {
  createKeeperCore,
  indexPartsBuffers,
  type KeeperAnswer,
  type KeeperCore,
} from './catalog-keeper-core';

const core = createKeeperCore();
const handOver = (answer: KeeperAnswer) => transfer(answer, indexPartsBuffers(answer.parts));

expose(
  {
    read: (take) => core.read(take).then(handOver),
    bundle: (urls, meta, take, stored, changes) =>
      core.bundle(urls, meta, take, stored, changes).then(handOver),
    mergeFiles: (urls, meta, take, stored) => core.mergeFiles(urls, meta, take, stored).then(handOver),
    apply: (changed, meta, replace, stored) => core.apply(changed, meta, replace, stored).then(handOver),
  } satisfies KeeperCore,
  self,
);
