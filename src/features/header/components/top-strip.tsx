import { Trans, useLingui } from '@lingui/react/macro';

import { LanguageSelect } from '@/components/language-select';
import { CONTACT_PATH } from '@/lib/routes';
import { Link } from '@/components/link';

/** The slim strip above the header's middle part. */
export function TopStrip() {
  const { t } = useLingui();
  return (
    <div className="bg-gray-900 text-xs text-gray-100 sm:text-sm">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-3 py-1.5 sm:px-4">
        <p>
          <Trans>Welcome to E-Shop!</Trans>
          <span className="hidden sm:inline"> {t`Electronics delivered worldwide.`}</span>
        </p>
        <LanguageSelect
          className="ml-auto hidden sm:flex"
          labelClassName="sr-only"
          selectClassName="py-0.5 text-xs"
        />
        <Link
          to={CONTACT_PATH}
          className="shrink-0 font-semibold text-white underline-offset-2 hover:underline focus-visible:(outline-solid outline-2 outline-offset-2 outline-white)"
        >
          {t`Contact us`}
        </Link>
      </div>
    </div>
  );
}
