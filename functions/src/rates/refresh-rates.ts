import type { Firestore } from 'firebase-admin/firestore';

import { parseRates, RATES_DOC, type ExchangeRates } from '@/domain/exchange-rates';

/**
 * Fetches the rates from the operator's source and writes them to Rates/usd, which every shopper
 * reads. A failed or malformed answer leaves the last rates in place (the shop says how old they
 * are) and is reported to the caller.
 */
export async function refreshRates(
  db: Firestore,
  sourceUrl: string,
  fetchRates: (url: string) => Promise<Response> = fetch,
): Promise<ExchangeRates> {
  const response = await fetchRates(sourceUrl);
  if (!response.ok) throw new Error(`The rates source answered ${response.status}.`);
  const rates = parseRates(await response.json());
  if (!rates) throw new Error('The rates source answered without US dollar rates for BDT, INR, GBP and CAD.');
  await db.doc(RATES_DOC).set({ ...rates, source: new URL(sourceUrl).host, fetchedAt: new Date() });
  return rates;
}
