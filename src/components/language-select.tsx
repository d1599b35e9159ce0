import { useId } from 'react';

import { useLingui } from '@lingui/react/macro';

import { chooseLocale, currentLocale, LOCALE_NAMES, LOCALES, isLocale } from '@/lib/i18n';

/**
 * The shop's languages, each named in itself; a choice is spoken at once (no reload: the cart,
 * the scroll position and a half-filled form stay) and kept on this device and the account.
 * `className` gives its display (`flex`, or `hidden sm:flex` for one shown on wide screens only).
 */
export function LanguageSelect({
  className = '',
  labelClassName = '',
  selectClassName = '',
}: {
  className?: string;
  labelClassName?: string;
  selectClassName?: string;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className={`items-center gap-2 ${className}`}>
      <label htmlFor={id} className={labelClassName}>{t`Language`}</label>
      <select
        id={id}
        value={currentLocale()}
        onChange={(event) => {
          if (isLocale(event.target.value)) void chooseLocale(event.target.value);
        }}
        className={`rounded border border-gray-400 bg-white px-2 py-1 text-gray-900 focus-visible:(outline-solid outline-2 outline-offset-2 outline-blue-700) ${selectClassName}`}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
