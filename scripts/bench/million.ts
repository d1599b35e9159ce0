// The catalog's pipeline at a million products, in Node: `npm run bench -- --only million`.
// Runs in its own process (runMillion starts it) with --expose-gc, so the memory each step keeps
// is read after a collection, and with a heap large enough for the whole catalog. Steps: the
// synthetic catalog generated; the snapshot cut and written as the build's files (the compact
// layout), their bytes, gzip and brotli; the files decoded back into the cards a device holds; the search
// and listing indexes built from them; a few searches and listing queries timed.
import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import { readSnapshotFile } from '../../src/domain/snapshot-files';
import { buildListingIndex } from '../../src/features/catalog/logic/listing-index';
import { buildProductSearch } from '../../src/features/catalog/logic/search/product-search';
import type { ProductCardRecord } from '../../src/features/catalog/types';
import type { ListingFilters } from '../../src/features/listing/types';
import { LISTING_PAGE_SIZE, PRICE_MAX, SEARCH_SUGGESTION_LIMIT } from '../../src/lib/constants';
import { CATEGORIES, generateCatalog } from '../synthetic-catalog.mjs';
import { snapshotBytes, snapshotFiles } from './catalog-cost';

export const MILLION = 1_000_000;
/** Of the million's 4,000 snapshot files, these many (evenly spaced) are compressed; the rest are scaled. */
const COMPRESSED_FILES = 16;
/** What the full run prints instead of the million: it takes minutes, not the minute the full run allows it. */
export const MILLION_BY_FLAG =
  '\nAt a million products the pipeline takes minutes (docs/catalog-sync.md, "At a million products"): npm run bench -- --only million.';
/** Runs of each query: the median and the slowest are told. */
const QUERY_RUNS = 15;
/** The heap the run may grow to, MB: the catalog alone holds more than Node's default. */
const HEAP_MB = 12_288;

interface Held {
  /** Bytes on the JavaScript heap. */
  heap: number;
  /** Bytes of ArrayBuffers (the indexes' typed arrays), outside the heap. */
  buffers: number;
}

const collect = () => (globalThis as { gc?: () => void }).gc?.();

function held(): Held {
  collect();
  collect();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return { heap: heapUsed, buffers: arrayBuffers };
}

const grown = (after: Held, before: Held): Held => ({
  heap: after.heap - before.heap,
  buffers: after.buffers - before.buffers,
});

function timed<T>(work: () => T): [T, number] {
  const started = performance.now();
  const result = work();
  return [result, performance.now() - started];
}

/** Wall time and the process's CPU time (user and system), ms: a busy host stretches the first, not the second. */
function timedStep<T>(work: () => T): [T, number, number] {
  const cpu = process.cpuUsage();
  const [result, wall] = timed(work);
  const { user, system } = process.cpuUsage(cpu);
  return [result, wall, (user + system) / 1000];
}

/** The median wall time and CPU time of QUERY_RUNS runs, and the slowest wall time, ms. */
function timings(work: () => unknown) {
  const walls: number[] = [];
  const cpuTimes: number[] = [];
  for (let run = 0; run < QUERY_RUNS; run++) {
    const [, wall, cpu] = timedStep(work);
    walls.push(wall);
    cpuTimes.push(cpu);
  }
  const middle = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  return { median: middle(walls), cpu: middle(cpuTimes), max: Math.max(...walls) };
}

/** Searches made from the catalog's own words: a brand, a brand and a beginning, a whole title, a typo, a beginning. */
function searchTexts(cards: readonly ProductCardRecord[]) {
  const title = cards.find((card) => card.brand.length >= 5)?.title ?? 'Samsung Galaxy';
  const [brand = 'samsung', series = 'galaxy'] = title.toLowerCase().split(' ');
  const typo = `${brand.slice(0, 2)}${brand[3] ?? ''}${brand[2] ?? ''}${brand.slice(4)}`;
  return [brand, `${brand} ${series.slice(0, 3)}`, title, typo, brand.slice(0, 2)];
}

function listingQueries(cards: readonly ProductCardRecord[]): [string, ListingFilters][] {
  const category = CATEGORIES[1] ?? '';
  const brand = cards.find((card) => card.category === category)?.brand ?? '';
  const everything = [0, PRICE_MAX] as const;
  return [
    [
      'a category',
      { categories: [category], brands: [], inStock: false, priceRange: everything, sort: 'none', page: 1 },
    ],
    [
      'category, brand, in stock, price, by price',
      {
        categories: [category],
        brands: [brand],
        inStock: true,
        priceRange: [100, 900],
        sort: 'asc',
        page: 2,
      },
    ],
    [
      'everything, by price, page 3',
      { categories: [], brands: [], inStock: false, priceRange: everything, sort: 'desc', page: 3 },
    ],
  ];
}

export interface MillionFigures {
  size: number;
  steps: { name: string; ms?: number; cpu?: number; held?: Held }[];
  snapshot: ReturnType<typeof snapshotBytes>;
  searches: {
    text: string;
    found: number;
    suggestions: ReturnType<typeof timings>;
    matches: ReturnType<typeof timings>;
    didYouMean?: string;
  }[];
  listings: ({ name: string; total: number } & ReturnType<typeof timings>)[];
  peakRss: number;
  /** The host's 1-minute load average at the start and at the end. */
  load: [number, number];
}

/** The pipeline at `size` products, in this process. */
export function benchMillion(size = MILLION): MillionFigures {
  const loadAtStart = loadavg()[0] ?? NaN;
  const steps: MillionFigures['steps'] = [];
  const step = <T>(name: string, work: () => T, since?: Held) => {
    const [result, ms, cpu] = timedStep(work);
    steps.push({ name, ms, cpu, ...(since ? { held: grown(held(), since) } : {}) });
    return result;
  };
  const start = held();
  let products = step('catalog generated (full products)', () => generateCatalog(size, 1), start);
  let files = step('snapshot cut into its files', () => snapshotFiles(products));
  products = [];
  steps.push({ name: '  the files alone (products let go)', held: grown(held(), start) });
  const snapshot = step(`  gzip and brotli of ${COMPRESSED_FILES} files`, () =>
    snapshotBytes(files, COMPRESSED_FILES),
  );
  const cards = step('files decoded into cards, as a device does', () =>
    files.flatMap((file) => readSnapshotFile(JSON.parse(file))),
  );
  if (cards.length !== size) throw new Error(`the snapshot of ${size} parsed to ${cards.length} cards`);
  files = [];
  const withCards = held();
  steps.push({ name: '  the cards alone (files let go)', held: grown(withCards, start) });
  const search = step('search index built', () => buildProductSearch(cards), withCards);
  const withSearch = held();
  const listing = step('listing index built', () => buildListingIndex(cards), withSearch);
  steps.push({ name: 'cards and both indexes', held: grown(held(), start) });

  const searches = searchTexts(cards).map((text) => {
    const found = search.search(text, SEARCH_SUGGESTION_LIMIT).total;
    return {
      text,
      found,
      suggestions: timings(() => search.search(text, SEARCH_SUGGESTION_LIMIT)),
      matches: timings(() => search.matches(text)),
      ...(found === 0 ? { didYouMean: search.didYouMean(text) } : {}),
    };
  });
  const listings = listingQueries(cards).map(([name, filters]) => ({
    name,
    total: listing.query(filters, LISTING_PAGE_SIZE).total,
    ...timings(() => listing.query(filters, LISTING_PAGE_SIZE)),
  }));
  return {
    size,
    steps,
    snapshot,
    searches,
    listings,
    peakRss: process.resourceUsage().maxRSS * 1024,
    load: [loadAtStart, loadavg()[0] ?? NaN],
  };
}

const MB = (bytes: number) => (bytes / 1e6).toFixed(0);
const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(0));

export function printMillion(figures: MillionFigures, seconds: number) {
  const { size, steps, snapshot, searches, listings, peakRss, load } = figures;
  console.log(
    `\nThe catalog's pipeline at ${size.toLocaleString('en')} products, in Node, in a process of its own: ${seconds.toFixed(0)} s in all, peak RSS ${MB(peakRss)} MB,`,
  );
  console.log(
    `load average ${load[0].toFixed(1)} at the start and ${load[1].toFixed(1)} at the end on ${cpus().length} cores. ms: wall time; CPU ms: the process's CPU time, its`,
  );
  console.log(
    "collector's threads included. Held: what a full collection (--expose-gc) leaves on the JS heap, and in ArrayBuffers (typed arrays).\n",
  );
  console.log(
    `${'step'.padEnd(44)} ${'ms'.padStart(8)} ${'CPU ms'.padStart(8)} ${'held: heap MB'.padStart(13)} ${'arrays MB'.padStart(9)}`,
  );
  const optional = (value: number | undefined, write: (value: number) => string) =>
    value === undefined ? '' : write(value);
  for (const step of steps)
    console.log(
      `${step.name.padEnd(44)} ${optional(step.ms, ms).padStart(8)} ${optional(step.cpu, ms).padStart(8)} ${optional(step.held?.heap, MB).padStart(13)} ${optional(step.held?.buffers, MB).padStart(9)}`,
    );
  console.log(
    `\nSnapshot: ${snapshot.files.toLocaleString('en')} files, ${MB(snapshot.json)} MB JSON, ${MB(snapshot.gzip)} MB gzip -9, ${MB(snapshot.brotli)} MB brotli (${snapshot.sampled} files evenly spaced compressed, scaled by JSON bytes).`,
  );
  const time = ({ median, cpu }: ReturnType<typeof timings>) =>
    `${ms(median).padStart(6)} (${ms(cpu)})`.padEnd(14);
  console.log(
    `\nSearch: ms, the median of ${QUERY_RUNS} runs (its CPU ms): suggestions: search(text, ${SEARCH_SUGGESTION_LIMIT}); results: matches(text).`,
  );
  for (const { text, found, suggestions, matches, didYouMean } of searches)
    console.log(
      `  ${JSON.stringify(text).padEnd(34)} ${found.toLocaleString('en').padStart(7)} found  suggestions ${time(suggestions)} results ${time(matches)}${didYouMean === undefined ? '' : `  did you mean ${JSON.stringify(didYouMean)}`}`,
    );
  console.log(
    `\nListing, a page of ${LISTING_PAGE_SIZE}: ms, the median of ${QUERY_RUNS} runs (its CPU ms), and the slowest run:`,
  );
  for (const listing of listings)
    console.log(
      `  ${listing.name.padEnd(44)} ${listing.total.toLocaleString('en').padStart(7)} match  ${time(listing)} ${ms(listing.max).padStart(6)}`,
    );
}

/**
 * Runs the pipeline at `size` in a process of its own and prints its figures; when that process
 * fails (out of memory), tells how, and tries half the size until one fits.
 */
export async function runMillion(size = MILLION) {
  const script = fileURLToPath(import.meta.url);
  for (let at = size; at >= 100_000; at = Math.round(at / 2)) {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      ['--expose-gc', `--max-old-space-size=${HEAP_MB}`, '--import', 'tsx', script, String(at)],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
      child.on('close', (exit, killed) => resolve([exit, killed])),
    );
    const seconds = (performance.now() - started) / 1000;
    if (code === 0) {
      printMillion(JSON.parse(out) as MillionFigures, seconds);
      return seconds;
    }
    console.log(
      `\nThe pipeline at ${at.toLocaleString('en')} products failed after ${seconds.toFixed(0)} s (exit ${code ?? signal}, heap limit ${HEAP_MB} MB): ${err.trim().split('\n').slice(-3).join(' / ')}`,
    );
  }
  return NaN;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(JSON.stringify(benchMillion(Number(process.argv[2] ?? MILLION))));
}
