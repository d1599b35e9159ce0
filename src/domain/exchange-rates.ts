/**
 * The currencies the shop shows an approximate price in, beside the US dollars it charges: the
 * checkout's countries' own (Bangladesh, India, the UK, Canada). The refreshRates function (functions/src/rates)
 * reads its source's answer with parseRates below.
 */
export const LOCAL_CURRENCIES = ['BDT', 'INR', 'GBP', 'CAD'] as const;
export type LocalCurrency = (typeof LOCAL_CURRENCIES)[number];

/** Rates/usd: how many units of each local currency a US dollar buys, and the day they are of. */
export const RATES_DOC = 'Rates/usd';

export interface ExchangeRates {
  /** Units of each currency per US dollar. */
  rates: Record<LocalCurrency, number>;
  /** The day the source gives its rates for, `YYYY-MM-DD`. */
  day: string;
}

const isRate = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * The rates in a source's answer, based on US dollars: `{ base: "USD", date: "2026-12-01",
 * rates: {…} }` (Frankfurter's shape) or `{ base_code: "USD", time_last_update_unix, rates: {…} }`
 * (ExchangeRate-API's). Null when it is not in US dollars or lacks one of the shop's currencies.
 */
export function parseRates(answer: unknown): ExchangeRates | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const body = answer as Record<string, unknown>;
  const base = body.base ?? body.base_code ?? 'USD';
  if (base !== 'USD' || typeof body.rates !== 'object' || body.rates === null) return null;
  const source = body.rates as Record<string, unknown>;
  const day =
    typeof body.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(body.date)
      ? body.date
      : typeof body.time_last_update_unix === 'number'
        ? new Date(body.time_last_update_unix * 1000).toISOString().slice(0, 10)
        : null;
  if (!day) return null;
  const rates = {} as Record<LocalCurrency, number>;
  for (const currency of LOCAL_CURRENCIES) {
    const rate = source[currency];
    if (!isRate(rate)) return null;
    rates[currency] = rate;
  }
  return { rates, day };
}

/** Rates as Rates/usd or a device keeps them (`{ rates, day }`), or null when malformed. */
export function parseStoredRates(value: unknown): ExchangeRates | null {
  if (typeof value !== 'object' || value === null) return null;
  const { rates, day } = value as Record<string, unknown>;
  if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  return parseRates({ base: 'USD', date: day, rates });
}

export const isLocalCurrency = (value: unknown): value is LocalCurrency =>
  LOCAL_CURRENCIES.includes(value as LocalCurrency);
