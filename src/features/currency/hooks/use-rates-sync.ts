import { useSetAtom } from 'jotai';
import { useEffect } from 'react';

import { readRates } from '../api/read-rates';
import { ratesAtom } from '../atoms';
import { ratesReadRecently, storedRates, storeRates } from '../logic/stored-rates';

/**
 * The rates the approximate prices use: the device's copy at once (offline too), then the shop's
 * when online, unless the device read them in the last hours (they change once a day, and every
 * visit of every shopper reading them again would cost a read each).
 */
export function useRatesSync() {
  const setRates = useSetAtom(ratesAtom);
  useEffect(() => {
    setRates(storedRates());
    let read = false;
    const refresh = () => {
      if (read || !navigator.onLine || ratesReadRecently(Date.now())) return;
      read = true;
      readRates()
        .then((rates) => {
          if (!rates) return;
          storeRates(rates, Date.now());
          setRates(rates);
        })
        .catch(() => {
          // Kept rates stay (their day is shown); tried again when the connection comes back.
          read = false;
        });
    };
    refresh();
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [setRates]);
}
