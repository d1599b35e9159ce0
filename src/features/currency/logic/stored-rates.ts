import { parseStoredRates, type ExchangeRates } from './exchange-rates';

/** Where the device keeps the last rates it read, for offline and for the first paint. */
export const RATES_KEY = 'eshop-rates';

/** The rates this device kept, or null (none, or a broken copy, which is dropped). */
export function storedRates(): ExchangeRates | null {
  try {
    const rates = parseStoredRates(JSON.parse(localStorage.getItem(RATES_KEY) ?? 'null'));
    if (!rates) localStorage.removeItem(RATES_KEY);
    return rates;
  } catch {
    return null;
  }
}

export function storeRates(rates: ExchangeRates): void {
  try {
    localStorage.setItem(RATES_KEY, JSON.stringify(rates));
  } catch {
    // Storage refused: the rates hold for this visit.
  }
}
