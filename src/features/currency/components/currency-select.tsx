import { useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { useId } from 'react';

import { currencySettingAtom } from '../atoms';
import { isLocalCurrency, LOCAL_CURRENCIES } from '@/domain/exchange-rates';

/** Settings: which currency the approximate prices are in, or none (prices stay in US dollars). */
export function CurrencySelect() {
  const { t } = useLingui();
  const id = useId();
  const [setting, setSetting] = useAtom(currencySettingAtom);
  const names = {
    BDT: t`Bangladeshi taka (BDT)`,
    INR: t`Indian rupee (INR)`,
    GBP: t`British pound (GBP)`,
    CAD: t`Canadian dollar (CAD)`,
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {t`Approximate prices in`}
      </label>
      <select
        id={id}
        value={setting}
        onChange={(event) => {
          const value = event.target.value;
          if (value === 'auto' || value === 'off' || isLocalCurrency(value)) setSetting(value);
        }}
        aria-describedby={`${id}-note`}
        className="max-w-sm rounded border border-gray-400 bg-white px-2 py-1.5 focus-visible:(outline-solid outline-2 outline-offset-2 outline-blue-700)"
      >
        <option value="auto">{t`From my language and country`}</option>
        {LOCAL_CURRENCIES.map((currency) => (
          <option key={currency} value={currency}>
            {names[currency]}
          </option>
        ))}
        <option value="off">{t`Off: US dollars only`}</option>
      </select>
      <p id={`${id}-note`} className="text-sm text-gray-700">
        {t`Prices are charged in US dollars. The amount in your currency is a guide at the day's exchange rate.`}
      </p>
    </div>
  );
}
