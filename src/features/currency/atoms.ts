import { atom } from 'jotai';

import { isLocalCurrency } from '@/domain/exchange-rates';
import type { CurrencySetting } from './logic/local-currency';
import type { ExchangeRates } from '@/domain/exchange-rates';

/**
 * The last rates read (kept on this device, then the shop's); null until the live session has
 * read them (hooks/use-rates-sync.ts), so a page hydrates as it was prerendered, without them.
 */
export const ratesAtom = atom<ExchangeRates | null>(null);

/** Where the device keeps the shopper's currency setting. */
export const CURRENCY_KEY = 'eshop-currency';

const storedSetting = (): CurrencySetting => {
  try {
    const setting = localStorage.getItem(CURRENCY_KEY);
    return setting === 'off' || isLocalCurrency(setting) ? setting : 'auto';
  } catch {
    return 'auto';
  }
};

const settingAtom = atom<CurrencySetting | null>(null);

/** The shopper's currency setting on this device ('auto' until they set one). */
export const currencySettingAtom = atom(
  (get) => get(settingAtom) ?? (typeof localStorage === 'undefined' ? 'auto' : storedSetting()),
  (_get, set, setting: CurrencySetting) => {
    set(settingAtom, setting);
    try {
      localStorage.setItem(CURRENCY_KEY, setting);
    } catch {
      // Storage refused: the setting holds for this visit.
    }
  },
);
