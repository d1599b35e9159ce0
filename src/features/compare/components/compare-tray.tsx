import { Plural, Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';

import { ButtonLink } from '@/components/button-link';
import { allProductsAtom } from '@/features/catalog';
import { COMPARE_MAX } from '@/lib/constants';
import { useLingui } from '@/lib/i18n';
import { placeholderOnError } from '@/lib/image-placeholder';
import { COMPARE_PATH } from '@/lib/routes';

import { useCompareIds } from '../hooks/use-compare-ids';
import { compareSelection } from '../local-db/compare-selection-store';
import { COMPARE_MESSAGES } from '../logic/compare-messages';
import { comparePath, removeFromComparison } from '../logic/compare-selection';

/*
 * Pinned to the foot of the window, it ends the page: scrolled to the bottom, it sits under the
 * footer and covers nothing. The styles no other part of the shop uses are inline, so the
 * stylesheet that every prerendered page carries does not grow.
 */
const PINNED = {
  bottom: 0,
  paddingBottom: 'env(safe-area-inset-bottom)',
  boxShadow: '0 -2px 8px rgb(0 0 0 / 0.08)',
} as const;

/**
 * The products chosen to compare, at the foot of the window on every shop page while there is
 * one: each with a button to take it out, and the link to the comparison. Its right end is left
 * free for the scroll-to-top button. Drawn once the page is live: the choice is this device's.
 */
export function CompareTray() {
  useLingui();
  const ids = useCompareIds();
  const catalog = useAtomValue(allProductsAtom);
  const { pathname } = useLocation();
  if (ids.length === 0 || pathname === COMPARE_PATH) return null;
  const count = ids.length;

  return (
    <section
      aria-labelledby="compare-tray-title"
      style={PINNED}
      className="sticky z-10 border-t border-gray-300 bg-white"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-2 sm:(gap-4 px-4)">
        <h2 id="compare-tray-title" className="sr-only sm:(not-sr-only text-sm) font-bold">
          {COMPARE_MESSAGES.trayTitle}
          <span className="sr-only">: {COMPARE_MESSAGES.trayCount(ids.length, COMPARE_MAX)}</span>
        </h2>
        <ul className="flex gap-3">
          {ids.map((id) => {
            const product = catalog.find((candidate) => candidate.id === id);
            const title = product?.title ?? `#${id}`;
            return (
              <li key={id} className="relative shrink-0">
                <img
                  src={product?.images[0] ?? '/images/placeholder.svg'}
                  alt={title}
                  title={title}
                  lang="en"
                  width={40}
                  height={40}
                  {...placeholderOnError}
                  className="size-10 rounded border border-gray-200 bg-gray-50 object-contain"
                />
                <button
                  type="button"
                  aria-label={COMPARE_MESSAGES.remove(title)}
                  onClick={() => compareSelection.write(removeFromComparison(compareSelection.read(), id))}
                  className="absolute -right-2 -top-2 grid h-6 w-6 place-items-center rounded-full bg-gray-800 text-sm text-white hover:bg-red-800 focus-visible:(outline-2 outline-offset-2 outline-blue-700)"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
        <p aria-hidden="true" className="hidden shrink-0 text-sm text-gray-700 sm:block">
          {COMPARE_MESSAGES.trayCount(ids.length, COMPARE_MAX)}
        </p>
        <div className="ml-auto flex shrink-0 items-center gap-2">
          <button
            type="button"
            onClick={() => compareSelection.write([])}
            className="hidden rounded-md px-2 py-2 text-sm font-semibold text-blue-800 hover:underline focus-visible:(outline-2 outline-offset-2 outline-blue-700) sm:block"
          >
            <Trans>
              Clear<span className="sr-only"> comparison</span>
            </Trans>
          </button>
          <ButtonLink to={comparePath(ids)} className="px-3 text-sm">
            <Trans>
              Compare
              <span className="sr-only">
                {' '}
                <Plural value={count} one="# product" other="# products" />
              </span>
            </Trans>
          </ButtonLink>
        </div>
        {/* Room for the scroll-to-top button, which floats over this corner. */}
        <span aria-hidden="true" className="w-12 shrink-0" />
      </div>
    </section>
  );
}
