/**
 * What the catalog costs the shop per shopper: Firestore document reads and bytes, and Hosting bytes,
 * under two sync policies. Pure arithmetic over figures scripts/bench/catalog-cost.ts measures
 * (the snapshot's bytes, a document's bytes on the wire); its test holds the arithmetic.
 *
 * - `daily full read`: a first visit takes the build's snapshot, then the products changed since it
 *   was cut; a return visit a day or more after the last full read reads the whole Products
 *   collection (`fetchAllProducts`), which is also how it learns of deletions; a sooner one reads the
 *   products changed since its newest (the delta query).
 * - `tombstones`: the same first visit, plus the tombstones of the products deleted since the cut; a
 *   return visit reads only the products changed and the tombstones written since its newest, never
 *   the whole collection. The snapshot is taken again only by a device whose catalog is older than
 *   it, which a device visiting between two cuts never is.
 * - `server snapshot`: the snapshot is the server's, rebuilt every minute (functions/src/catalog/):
 *   a base cut again once its changes pass a twentieth of it, and changes files of everything since.
 *   Changes files are grouped by day: a past day's never change, so a device holds them in its
 *   HTTP cache. A first visit takes the base and the changes files from Hosting; a return visit the
 *   days' files it lacks (the day of its last visit again, whose file grew since, and every day
 *   after, the last half over on average), and the base too when it was cut again since; both ask
 *   Firestore only for the minute before the manifest's watermark. The month starts halfway
 *   between two cuts of the base.
 */

/**
 * The list prices used, and the day they were checked. Firestore: Standard edition, document reads
 * beyond the default database's free 50,000 a day. Hosting: data transfer beyond the free 10 GB a
 * month (the pricing page says 360 MB a day). Firestore's own outbound transfer (10 GiB a month
 * free, then Google Cloud's internet rates) is counted in bytes and not priced.
 */
export const PRICES = {
  checked: '2026-12-03',
  firestoreReadUsdPer100k: 0.06,
  firestoreFreeReadsPerDay: 50_000,
  hostingUsdPerGb: 0.15,
  hostingFreeGbPerMonth: 10,
} as const;

export const POLICIES = ['daily full read', 'tombstones', 'server snapshot'] as const;
export type Policy = (typeof POLICIES)[number];

/** A device on the daily-full-read policy reads the whole collection when its last full read is this old. */
export const FULL_READ_AFTER_DAYS = 1;

/** Bytes are decimal: Hosting bills GB of 10⁹ bytes. */
export const GB = 1e9;

export interface CatalogCostInputs {
  /** Documents in the Products collection: what a full read reads. */
  products: number;
  /** Products edited or added a day. */
  changedPerDay: number;
  /** Products deleted a day. */
  deletedPerDay: number;
  /** How old the build's snapshot is when a first visit takes it, in days. */
  snapshotAgeDays: number;
  /** The snapshot's files as Hosting sends them, in bytes. */
  snapshotBytes: number;
  /** One product document in a query's answer, on the wire. */
  productBytes: number;
  /** One tombstone document in a query's answer, on the wire. */
  tombstoneBytes: number;
  /** A query's answer that holds no document. */
  queryBytes: number;
}

export interface Cost {
  /** Firestore document reads billed. */
  reads: number;
  /** Bytes Firestore sends. */
  firestoreBytes: number;
  /** Bytes Hosting sends (the snapshot's files). */
  hostingBytes: number;
}

const NOTHING: Cost = { reads: 0, firestoreBytes: 0, hostingBytes: 0 };

/** Firestore bills a query at least one read, even one that finds no document. */
export const queryReads = (documents: number) => Math.max(1, documents);

const sum = (...costs: Cost[]): Cost =>
  costs.reduce(
    (total, cost) => ({
      reads: total.reads + cost.reads,
      firestoreBytes: total.firestoreBytes + cost.firestoreBytes,
      hostingBytes: total.hostingBytes + cost.hostingBytes,
    }),
    NOTHING,
  );

const times = (count: number, cost: Cost): Cost => ({
  reads: count * cost.reads,
  firestoreBytes: count * cost.firestoreBytes,
  hostingBytes: count * cost.hostingBytes,
});

/** One query answered with `documents` documents of `bytesEach`. */
const query = (inputs: CatalogCostInputs, documents: number, bytesEach: number): Cost => ({
  reads: queryReads(documents),
  firestoreBytes: inputs.queryBytes + documents * bytesEach,
  hostingBytes: 0,
});

/** The products and the tombstones of `days` of changes, each read by its own query. */
function changesOver(policy: Policy, inputs: CatalogCostInputs, days: number): Cost {
  const products = query(inputs, Math.round(inputs.changedPerDay * days), inputs.productBytes);
  if (policy === 'daily full read') return products;
  return sum(products, query(inputs, Math.round(inputs.deletedPerDay * days), inputs.tombstoneBytes));
}

/** The server's base is cut again once its changes pass this share of it (cutsNewBase). */
export const NEW_BASE_SHARE = 0.05;
/** A device asks Firestore again from this long before the manifest's watermark (a minute). */
export const OVERLAP_DAYS = 1 / (24 * 60);

const changesPerDay = (inputs: CatalogCostInputs) => inputs.changedPerDay + inputs.deletedPerDay;

/** Days from one cut of the server's base to the next. */
export const baseCycleDays = (inputs: CatalogCostInputs) =>
  Math.max(1, Math.floor((inputs.products * NEW_BASE_SHARE) / Math.max(1, changesPerDay(inputs))));

/** Days since the base was last cut, on `day` of the month (day 0: halfway through a cycle). */
export const baseAgeOn = (inputs: CatalogCostInputs, day: number) => {
  const cycle = baseCycleDays(inputs);
  return (day + Math.floor(cycle / 2)) % cycle;
};

/** A visit comes halfway through its day, so the day's changes file holds half a day. */
const DAY_SO_FAR = 0.5;

/**
 * A visit on `day` under the server's snapshot, the last one on `lastVisit` (none on a first
 * visit): the changes files it lacks, each change a card's share of the snapshot's bytes, with the
 * base and every day's changes when its catalog is older than the base; then the last minute's
 * changes from Firestore.
 */
function serverVisit(inputs: CatalogCostInputs, day: number, lastVisit?: number): Cost {
  const age = baseAgeOn(inputs, day);
  const since = lastVisit === undefined ? Infinity : day - lastVisit;
  const rebased = since > age;
  const base = rebased ? inputs.snapshotBytes : 0;
  const days = (rebased ? age : since) + DAY_SO_FAR;
  const changes = Math.round(changesPerDay(inputs) * days) * (inputs.snapshotBytes / inputs.products);
  return sum(
    { reads: 0, firestoreBytes: 0, hostingBytes: base + changes },
    changesOver('tombstones', inputs, OVERLAP_DAYS),
  );
}

/** A device with no catalog: the snapshot from Hosting, then what changed since it was cut. */
export const firstVisit = (policy: Policy, inputs: CatalogCostInputs): Cost =>
  policy === 'server snapshot'
    ? serverVisit(inputs, 0)
    : sum(
        { reads: 0, firestoreBytes: 0, hostingBytes: inputs.snapshotBytes },
        changesOver(policy, inputs, inputs.snapshotAgeDays),
      );

/**
 * A device whose catalog was brought up to date `days` ago (and fully read then, on the
 * daily-full-read policy); under the server's snapshot, on day `days` of the month after a first
 * visit on day 0, or on `day` after a visit `days` before.
 */
export function returnVisit(policy: Policy, inputs: CatalogCostInputs, days = 1, day = days): Cost {
  if (policy === 'server snapshot') return serverVisit(inputs, day, day - days);
  if (policy === 'daily full read' && days >= FULL_READ_AFTER_DAYS)
    return query(inputs, inputs.products, inputs.productBytes);
  return changesOver(policy, inputs, days);
}

/** Each day's cost of one shopper who visits first on day 1, then every `everyDays` days. */
export function shopperDays(policy: Policy, inputs: CatalogCostInputs, days = 30, everyDays = 1): Cost[] {
  return Array.from({ length: days }, (_, day) => {
    if (day === 0) return firstVisit(policy, inputs);
    return day % everyDays === 0 ? returnVisit(policy, inputs, everyDays, day) : NOTHING;
  });
}

/** One shopper's cost over `days`, visiting every `everyDays` days from a first visit on day 1. */
export const shopperMonth = (policy: Policy, inputs: CatalogCostInputs, days = 30, everyDays = 1): Cost =>
  sum(...shopperDays(policy, inputs, days, everyDays));

export interface MonthBill extends Cost {
  /** Document reads beyond each day's free quota, at the list price. */
  readsUsd: number;
  /** Hosting's bytes beyond the month's free transfer, at the list price. */
  hostingUsd: number;
}

/** The month of `shoppers` shoppers who each visit as `shopperDays` says, all starting on day 1. */
export function monthBill(
  policy: Policy,
  inputs: CatalogCostInputs,
  shoppers: number,
  days = 30,
  everyDays = 1,
): MonthBill {
  const daily = shopperDays(policy, inputs, days, everyDays).map((cost) => times(shoppers, cost));
  const billedReads = daily.reduce(
    (total, { reads }) => total + Math.max(0, reads - PRICES.firestoreFreeReadsPerDay),
    0,
  );
  const month = sum(...daily);
  return {
    ...month,
    readsUsd: (billedReads / 100_000) * PRICES.firestoreReadUsdPer100k,
    hostingUsd: Math.max(0, month.hostingBytes / GB - PRICES.hostingFreeGbPerMonth) * PRICES.hostingUsdPerGb,
  };
}
