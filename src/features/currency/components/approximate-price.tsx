import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';

import { currentUserAtom } from '@/features/auth';
import { currentLocale } from '@/lib/i18n';

import { currencySettingAtom, ratesAtom } from '../atoms';
import { approximatePrice, rateAgeDays, rateDay } from '../logic/approximate-price';
import { localCurrency } from '../logic/local-currency';

/**
 * Beside a dollar price, never instead of it: the amount in the shopper's currency at the day's
 * rate, said to be approximate, with the rate's day ("≈ ৳১,২২,১০০ · rate of 1 Dec"), and its age
 * when the device has had no newer rates for days. Nothing when the shopper has no local currency,
 * switched it off, or the device has no rates yet.
 */
export function ApproximatePrice({ dollars, className = '' }: { dollars: number; className?: string }) {
  const { t } = useLingui();
  const [now] = useState(Date.now);
  const rates = useAtomValue(ratesAtom);
  const setting = useAtomValue(currencySettingAtom);
  const country = useAtomValue(currentUserAtom)?.country;
  const currency = localCurrency(setting, currentLocale(), country);
  if (!rates || !currency) return null;
  const amount = approximatePrice(dollars, currency, rates);
  const day = rateDay(rates);
  const days = rateAgeDays(rates, now);
  return (
    <span className={`text-sm text-gray-700 ${className}`} data-testid="approximate-price">
      <span aria-hidden="true">≈ </span>
      <span className="sr-only">{t`approximately`} </span>
      {amount} ·{' '}
      {days > 2
        ? plural(days, { one: `rate of ${day}, # day old`, other: `rate of ${day}, # days old` })
        : t`rate of ${day}`}
    </span>
  );
}
