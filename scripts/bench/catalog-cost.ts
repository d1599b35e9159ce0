// The catalog's cost per shopper and per month (npm run bench; `-- --only cost` alone): the bytes
// are measured from the real pipeline at each size, the arithmetic is scripts/bench/catalog-cost-model.ts.
//
// - the snapshot: the build's files (snapshotFileTexts), each compressed with brotli on its own as Hosting sends them;
// - a product in Firestore's answer: the document as the seed stores it (scripts/seed.mjs), in the
//   REST encoding firebase/firestore/lite reads (runQuery's JSON: typed values, name, create and
//   update times, readTime), gzip-compressed as a browser asks for it;
// - a tombstone: CatalogRemovals/{id} = { id, updatedAt } (functions/src/catalog/catalog-removals.ts),
//   the same way.
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { snapshotFileTexts } from '../../src/domain/snapshot-files';
import { PROJECT_ID, toFirestoreFields } from '../lib/emulator-rest.mjs';
import { productDocument } from '../seed.mjs';
import { generateCatalog } from '../synthetic-catalog.mjs';
import {
  GB,
  POLICIES,
  PRICES,
  firstVisit,
  monthBill,
  returnVisit,
  shopperMonth,
  type CatalogCostInputs,
} from './catalog-cost-model';

type Product = ReturnType<typeof generateCatalog>[number];

export const COST_SIZES = [1_000, 10_000, 100_000];
/** A day's changes: 1 % of the catalog, nine in ten of them edits or new products, one in ten a deletion. */
export const CHANGED_SHARE = 0.009;
export const DELETED_SHARE = 0.001;
/** The build's snapshot is cut at each deploy, taken here as weekly; a first visit meets it at its oldest. */
export const SNAPSHOT_AGE_DAYS = 7;
export const SHOPPERS = 10_000;
export const DAYS = 30;
/** Snapshot files compressed per size, evenly spaced; the rest are scaled by their JSON bytes. */
const BROTLI_SAMPLE = 8;
/** Documents in the answer a product's and a tombstone's bytes are measured from. */
const ANSWER_DOCUMENTS = 1_000;

const DOCUMENTS = `projects/${PROJECT_ID}/databases/(default)/documents`;
/** Firestore writes times with microseconds. */
const restTime = (ms: number) => new Date(ms).toISOString().replace(/Z$/, '123Z');
const READ_TIME = restTime(Date.UTC(2026, 10, 1));

/** One element of runQuery's answer: the document and the time it was read. */
const answered = (path: string, data: Record<string, unknown>, created: number, updated: number) => ({
  document: {
    name: `${DOCUMENTS}/${path}`,
    fields: toFirestoreFields(data),
    createTime: restTime(created),
    updateTime: restTime(updated),
  },
  readTime: READ_TIME,
});

/** Bytes per document of an answer holding these documents, gzip'd, and as JSON. */
function perDocument(answer: unknown[]) {
  const json = JSON.stringify(answer);
  return { gzip: gzipSync(json).length / answer.length, json: json.length / answer.length };
}

/** Evenly spaced picks of at most `count` from `list`. */
const spaced = <T>(list: readonly T[], count: number) =>
  list.length <= count
    ? [...list]
    : Array.from({ length: count }, (_, at) => list[Math.floor((at * list.length) / count)] as T);

/** The snapshot's files as the build writes them: the compact layout, as JSON. */
export const snapshotFiles = (products: Product[]) => snapshotFileTexts(products).files;

/** The files' JSON bytes, and brotli's and gzip's (-9) measured on a sample and scaled by JSON bytes. */
export function snapshotBytes(files: readonly string[], sample = BROTLI_SAMPLE) {
  const json = files.reduce((total, file) => total + file.length, 0);
  const picked = spaced(files, sample);
  const pickedJson = picked.reduce((total, file) => total + file.length, 0);
  const pickedBrotli = picked.reduce((total, file) => total + brotliCompressSync(file).length, 0);
  const pickedGzip = picked.reduce((total, file) => total + gzipSync(file, { level: 9 }).length, 0);
  return {
    files: files.length,
    json,
    brotli: Math.round((pickedBrotli * json) / pickedJson),
    gzip: Math.round((pickedGzip * json) / pickedJson),
    sampled: picked.length,
  };
}

/** Everything the model needs at `size` products, measured. */
export function measureCostInputs(size: number) {
  const products = generateCatalog(size, 1);
  const snapshot = snapshotBytes(snapshotFiles(products));
  const inAnswer = spaced(products, ANSWER_DOCUMENTS);
  const product = perDocument(
    inAnswer.map((item) => {
      const { path, data } = productDocument(item);
      return answered(path, data, item.createdAt, item.updatedAt);
    }),
  );
  const tombstone = perDocument(
    inAnswer.map((item) =>
      answered(
        `CatalogRemovals/${item.id}`,
        { id: item.id, updatedAt: new Date(item.updatedAt) },
        item.updatedAt,
        item.updatedAt,
      ),
    ),
  );
  const inputs: CatalogCostInputs = {
    products: size,
    changedPerDay: Math.round(size * CHANGED_SHARE),
    deletedPerDay: Math.round(size * DELETED_SHARE),
    snapshotAgeDays: SNAPSHOT_AGE_DAYS,
    snapshotBytes: snapshot.brotli,
    productBytes: Math.round(product.gzip),
    tombstoneBytes: Math.round(tombstone.gzip),
    queryBytes: JSON.stringify([{ readTime: READ_TIME }]).length,
  };
  return { inputs, snapshot, product, tombstone };
}

const count = (value: number) => Math.round(value).toLocaleString('en');
const kB = (bytes: number) => count(bytes / 1000);
const gb = (bytes: number) => (bytes / GB).toFixed(bytes < 10 * GB ? 2 : 0);
const usd = (value: number) =>
  `$${value.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const percent = (share: number) => `${Number((share * 100).toFixed(2))} %`;
const cell = (text: string, width: number) => text.padStart(width);

export function printCatalogCost(sizes = COST_SIZES) {
  const measured = sizes.map(measureCostInputs);
  console.log(
    `\nThe catalog's cost. A day changes ${percent(CHANGED_SHARE + DELETED_SHARE)} of the products: ${percent(CHANGED_SHARE)} edited or added, ${percent(DELETED_SHARE)} deleted.`,
  );
  console.log(
    `A shopper visits first on day 1, meeting a snapshot cut ${SNAPSHOT_AGE_DAYS} days before (weekly deploys, at its oldest), then every day: ${DAYS} days, ${DAYS - 1} return visits.`,
  );
  console.log(
    'Policies: daily full read: a return visit a day after the last full read reads the whole Products collection (fetchAllProducts);',
  );
  console.log(
    '          tombstones: a return visit reads the products changed and the tombstones written since its newest, two queries.',
  );
  console.log(
    "Bytes: Host kB, Hosting GB: the snapshot (the build's compact files, brotli each); Fs kB, Firestore GB: runQuery answers in the REST encoding firebase/firestore/lite reads, gzip.",
  );
  console.log(
    `Per document on the wire (gzip of a ${ANSWER_DOCUMENTS.toLocaleString('en')}-document answer; JSON before): ${measured
      .map(
        ({ inputs, product, tombstone }) =>
          `${count(inputs.products)}: product ${count(product.gzip)} B (${count(product.json)} B), tombstone ${count(tombstone.gzip)} B (${count(tombstone.json)} B)`,
      )
      .join('; ')}; an empty answer ${measured[0]?.inputs.queryBytes ?? 0} B.`,
  );
  console.log(
    `Snapshot: ${measured.map(({ inputs, snapshot }) => `${count(inputs.products)}: ${snapshot.files} files, ${kB(snapshot.json)} kB JSON, ${kB(snapshot.brotli)} kB brotli`).join('; ')} (brotli of ${BROTLI_SAMPLE} files evenly spaced, scaled by JSON bytes).\n`,
  );

  console.log(
    `${''.padStart(8)}  ${''.padEnd(15)}  ${'first visit'.padEnd(28)}  ${'return visit, next day'.padEnd(29)}  ${DAYS} days, daily`,
  );
  console.log(
    `${'products'.padStart(8)}  ${'policy'.padEnd(15)}  ${cell('reads', 7)} ${cell('Fs kB', 9)} ${cell('Host kB', 10)}  ${cell('reads', 9)} ${cell('Fs kB', 10)} ${cell('Host kB', 8)}  ${cell('reads', 9)} ${cell('Fs kB', 10)} ${cell('Host kB', 7)}`,
  );
  for (const { inputs } of measured)
    for (const policy of POLICIES) {
      const first = firstVisit(policy, inputs);
      const back = returnVisit(policy, inputs);
      const month = shopperMonth(policy, inputs, DAYS);
      console.log(
        `${cell(count(inputs.products), 8)}  ${policy.padEnd(15)}  ${cell(count(first.reads), 7)} ${cell(kB(first.firestoreBytes), 9)} ${cell(kB(first.hostingBytes), 10)}  ${cell(count(back.reads), 9)} ${cell(kB(back.firestoreBytes), 10)} ${cell(kB(back.hostingBytes), 8)}  ${cell(count(month.reads), 9)} ${cell(kB(month.firestoreBytes), 10)} ${cell(kB(month.hostingBytes), 7)}`,
      );
    }

  console.log(
    `\n${SHOPPERS.toLocaleString('en')} shoppers a day for ${DAYS} days, each as above. Prices checked ${PRICES.checked}: Firestore document reads $${PRICES.firestoreReadUsdPer100k} per 100,000 beyond ${PRICES.firestoreFreeReadsPerDay.toLocaleString('en')} free a day;`,
  );
  console.log(
    `Hosting data transfer $${PRICES.hostingUsdPerGb}/GB beyond ${PRICES.hostingFreeGbPerMonth} GB free a month. Firestore's outbound GB (10 GiB a month free) are not priced here.\n`,
  );
  console.log(
    `${'products'.padStart(8)}  ${'policy'.padEnd(15)}  ${cell('reads', 15)} ${cell('reads $', 10)}  ${cell('Firestore GB', 12)}  ${cell('Hosting GB', 10)} ${cell('Hosting $', 9)}  ${cell('total $', 10)}`,
  );
  for (const { inputs } of measured)
    for (const policy of POLICIES) {
      const bill = monthBill(policy, inputs, SHOPPERS, DAYS);
      console.log(
        `${cell(count(inputs.products), 8)}  ${policy.padEnd(15)}  ${cell(count(bill.reads), 15)} ${cell(usd(bill.readsUsd), 10)}  ${cell(gb(bill.firestoreBytes), 12)}  ${cell(gb(bill.hostingBytes), 10)} ${cell(usd(bill.hostingUsd), 9)}  ${cell(usd(bill.readsUsd + bill.hostingUsd), 10)}`,
      );
    }
}
