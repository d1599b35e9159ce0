import { Trans, useLingui } from '@lingui/react/macro';

import { CATEGORIES } from '@/lib/constants';
import { categoryLabel } from '@/lib/i18n';
import { categoryPath, searchPath } from '@/lib/routes';
import { Link } from '@/components/link';

const LINK =
  'font-semibold text-blue-800 underline hover:text-blue-900 focus-visible:(outline-2 outline-offset-2 outline-blue-700)';

/** The shop's categories, to browse instead. */
function CategoryLinks() {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Categories`} className="mt-6">
      <h2 className="mb-2 text-lg font-bold text-gray-900">{t`Browse a category`}</h2>
      <ul className="flex flex-wrap gap-2">
        {CATEGORIES.map((category) => (
          <li key={category}>
            <Link
              to={categoryPath(category)}
              className="inline-block rounded-full border border-gray-300 bg-white px-3 py-1.5 text-sm text-gray-900 hover:(border-blue-700 text-blue-800) focus-visible:(outline-2 outline-offset-2 outline-blue-700)"
            >
              {categoryLabel(category)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Nothing matched: said plainly, a query of the catalog's own words to try, and the categories. */
export function SearchNothingFound({ text, suggestion }: { text: string; suggestion: string | undefined }) {
  return (
    <div className="rounded-lg border border-dashed border-gray-300 bg-white px-4 py-8">
      <p role="status" className="text-lg text-gray-900">
        <Trans>No products match “{text}”.</Trans>
      </p>
      {suggestion !== undefined && (
        <p className="mt-2 text-gray-800">
          <Trans>
            Did you mean{' '}
            <Link to={searchPath(suggestion)} lang="en" className={LINK}>
              {suggestion}
            </Link>
            ?
          </Trans>
        </p>
      )}
      <CategoryLinks />
    </div>
  );
}

/** The page opened with nothing to search for. */
export function SearchPrompt() {
  return (
    <div className="rounded-lg border border-dashed border-gray-300 bg-white px-4 py-8">
      <p className="text-gray-800">
        <Trans>Type what you are looking for in the search box above.</Trans>
      </p>
      <CategoryLinks />
    </div>
  );
}
