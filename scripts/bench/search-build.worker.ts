/// <reference lib="webworker" />
// The search index built in a worker, as the catalog keeper's worker builds it on a first visit
// (src/features/catalog/local-db/catalog-keeper-core.ts): the snapshot files fetched and checked
// the keeper's way, then `searchIndexParts` timed alone, `builds` times; the first is the one a
// visit pays (a fresh worker), the later ones show the warmed-up code.
import { isCardRecord } from '../../src/features/catalog/logic/card-record';
import { searchIndexParts } from '../../src/features/catalog/logic/search/search-index';
import { retainedBytes } from './search-parts';

declare const self: DedicatedWorkerGlobalScope;

export interface WorkerBuildRequest {
  urls: string[];
  builds: number;
}

export interface WorkerBuildAnswer {
  count: number;
  /** Each build's time, ms, in order. */
  times: number[];
  bytes: number;
}

async function run({ urls, builds }: WorkerBuildRequest): Promise<WorkerBuildAnswer> {
  const files = await Promise.all(
    urls.map(async (url) => ((await (await fetch(url)).json()) as unknown[]).filter(isCardRecord)),
  );
  const cards = files.flat();
  const times: number[] = [];
  let bytes = 0;
  for (let build = 0; build < builds; build++) {
    const started = performance.now();
    const parts = searchIndexParts(cards);
    times.push(performance.now() - started);
    bytes = retainedBytes(parts);
  }
  return { count: cards.length, times, bytes };
}

self.addEventListener('message', (event: MessageEvent<WorkerBuildRequest>) => {
  void run(event.data).then((answer) => self.postMessage(answer));
});
