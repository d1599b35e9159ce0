import { beforeEach, describe, expect, it } from 'vitest';

import { refreshRates } from '../../functions/src/rates/refresh-rates';
import { adminFirestore } from '../../scripts/lib/admin-firestore';
import { readDocument, writeDocuments } from '../../scripts/lib/emulator-rest.mjs';
import { ratesDocument } from '../../scripts/seed.mjs';

/*
 * The scheduled refreshRates function's work against the Firestore emulator: the operator's source
 * answers (here a stand-in for its fetch), and Rates/usd, which every shopper reads, is written or
 * left as it was.
 */
const db = adminFirestore();
const SOURCE = 'https://rates.example.com/latest?base=USD';
const SEEDED_DAY = new Date('2026-11-30T08:00:00Z');

/** A source answering `status` with `body`, as fetch would; records the URL asked. */
function source(status: number, body: unknown) {
  const asked: string[] = [];
  const fetchRates = (url: string) => {
    asked.push(url);
    return Promise.resolve(Response.json(body, { status }));
  };
  return { asked, fetchRates };
}

describe('refreshing the exchange rates', () => {
  beforeEach(() => writeDocuments([ratesDocument(SEEDED_DAY)]));

  it("writes the source's rates and day, and names the source, for every shopper to read", async () => {
    const { asked, fetchRates } = source(200, {
      base: 'USD',
      date: '2026-12-02',
      rates: { BDT: 121.5, INR: 85.1, GBP: 0.78, CAD: 1.41, EUR: 0.92 },
    });
    const written = await refreshRates(db, SOURCE, fetchRates);
    expect(asked).toEqual([SOURCE]);
    expect(written).toEqual({ day: '2026-12-02', rates: { BDT: 121.5, INR: 85.1, GBP: 0.78, CAD: 1.41 } });
    expect(await readDocument('Rates/usd')).toMatchObject({
      day: '2026-12-02',
      rates: { BDT: 121.5, INR: 85.1, GBP: 0.78, CAD: 1.41 },
      source: 'rates.example.com',
    });
  });

  it('leaves the last rates in place when the source fails, and says so', async () => {
    await expect(refreshRates(db, SOURCE, source(503, { error: 'busy' }).fetchRates)).rejects.toThrow(
      'The rates source answered 503.',
    );
    expect(await readDocument('Rates/usd')).toMatchObject({ day: '2026-11-30', source: 'seed' });
  });

  it('leaves the last rates in place when the answer lacks one of the shop’s currencies', async () => {
    const withoutCad = source(200, {
      base: 'USD',
      date: '2026-12-02',
      rates: { BDT: 121.5, INR: 85.1, GBP: 0.78 },
    });
    await expect(refreshRates(db, SOURCE, withoutCad.fetchRates)).rejects.toThrow(/without US dollar rates/);
    expect(await readDocument('Rates/usd')).toMatchObject({
      day: '2026-11-30',
      rates: { BDT: 122.1, INR: 84.6, GBP: 0.79, CAD: 1.4 },
      source: 'seed',
    });
  });
});
