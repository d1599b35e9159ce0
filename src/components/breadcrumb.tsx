import { useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { Link } from '@/components/link';

export interface Crumb {
  label: string;
  /** Omitted for the current page and for crumbs that are not pages. */
  to?: string;
  /** The label's language when it is catalog text (a product's title, in English): `'en'`. */
  lang?: string;
}

export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`} className="mb-4 text-sm text-gray-700">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => (
          <Fragment key={`${crumb.label}-${index}`}>
            {index > 0 && (
              <li aria-hidden="true" className="text-gray-500">
                /
              </li>
            )}
            <li>
              {crumb.to ? (
                <Link to={crumb.to} lang={crumb.lang} className="text-blue-800 hover:underline">
                  {crumb.label}
                </Link>
              ) : (
                <span lang={crumb.lang} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
                  {crumb.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
