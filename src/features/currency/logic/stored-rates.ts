import { parseStoredRates, type ExchangeRates } from '@/domain/exchange-rates';

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

/** How long rates read from the shop are used before it is asked again: they change once a day. */
export const RATES_FRESH_MS = 6 * 60 * 60 * 1000;

/** Whether the device read the shop's rates within RATES_FRESH_MS of `now`. */
export function ratesReadRecently(now: number): boolean {
  try {
    const { readAt } = JSON.parse(localStorage.getItem(RATES_KEY) ?? '{}') as { readAt?: unknown };
    return typeof readAt === 'number' && readAt <= now && now - readAt < RATES_FRESH_MS;
  } catch {
    return false;
  }
}

/** Keeps rates read from the shop at `readAt`. */
export function storeRates(rates: ExchangeRates, readAt: number): void {
  try {
    localStorage.setItem(RATES_KEY, JSON.stringify({ ...rates, readAt }));
  } catch {
    // Storage refused: the rates hold for this visit.
  }
}
