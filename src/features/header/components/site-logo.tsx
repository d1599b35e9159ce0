import { SOURCE_LOCALE, useLingui } from '@/lib/i18n';
import { HOME_PATH } from '@/lib/routes';
import { Link } from '@/components/link';

/**
 * The shop's word mark, leading home. On a phone in another language than English, the word is
 * left to screen readers and the mark alone shows: the cart's total is written longer there
 * ("0,00 $ US", "০.০০ US$"), and the bar would otherwise push the account's button off the screen.
 */
export function SiteLogo() {
  const { locale } = useLingui().i18n;
  return (
    <Link
      to={HOME_PATH}
      className="flex shrink-0 items-center gap-1.5 rounded-md text-xl font-extrabold tracking-tight text-gray-900 focus-visible:(outline-solid outline-2 outline-offset-2 outline-blue-700) sm:text-2xl"
    >
      <span
        aria-hidden="true"
        className="grid h-8 w-8 place-items-center rounded-lg bg-blue-700 text-base text-white"
      >
        E
      </span>
      <span className={locale === SOURCE_LOCALE ? '' : 'sr-only sm:not-sr-only'}>
        {/* eslint-disable-next-line no-restricted-syntax -- the brand, the same in every language */}
        E-<span className="text-blue-700">Shop</span>
      </span>
    </Link>
  );
}
