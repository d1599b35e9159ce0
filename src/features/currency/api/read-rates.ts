import { doc, getDoc } from 'firebase/firestore/lite';

import { db } from '@/lib/firebase';

import { parseStoredRates, RATES_DOC, type ExchangeRates } from '@/domain/exchange-rates';

/** The shop's exchange rates (Rates/usd, written daily by the refreshRates function). */
export async function readRates(): Promise<ExchangeRates | null> {
  const snapshot = await getDoc(doc(db, RATES_DOC));
  return snapshot.exists() ? parseStoredRates(snapshot.data()) : null;
}
