import type { CSSProperties } from 'react';

import type { ProductCardRecord } from '@/features/catalog';
import { useLingui } from '@/lib/i18n';
import { placeholderOnError } from '@/lib/image-placeholder';
import { productPath } from '@/lib/routes';

import { COMPARE_MESSAGES } from '../logic/compare-messages';
import type { CompareCell, CompareRow } from '../logic/compare-table';
import { Link } from '@/components/link';

interface ComparisonTableProps {
  products: Pick<ProductCardRecord, 'id' | 'title' | 'images'>[];
  rows: readonly CompareRow[];
  caption: string;
  /** Whose specifications are on their way: their unknown cells say so, not "needs a connection". */
  loading: readonly number[];
  onRemove: (id: number) => void;
}

/*
 * The first column stays in place while the products scroll sideways (phones). The styles no other
 * part of the shop uses are inline: the stylesheet every prerendered page carries stays as it is.
 */
const FIRST_COLUMN: CSSProperties = { left: 0, zIndex: 1, backgroundColor: 'inherit' };

/** Rows whose values are the catalog's own words (a brand, a specification), not the shop's. */
const inCatalogWords = (row: CompareRow) => row.id === 'brand' || row.id.startsWith('spec:');

function Cell({ cell, loading, lang }: { cell: CompareCell; loading: boolean; lang: string | undefined }) {
  if (cell.kind === 'value') return <span lang={lang}>{cell.text}</span>;
  if (cell.kind === 'missing')
    return (
      <>
        <span aria-hidden="true" className="text-gray-500">
          —
        </span>
        <span className="sr-only">{COMPARE_MESSAGES.missing}</span>
      </>
    );
  return (
    <span className="italic text-gray-600">
      {loading ? COMPARE_MESSAGES.loading : COMPARE_MESSAGES.unknown}
    </span>
  );
}

/**
 * The products side by side: a column each (image, name, Remove), a row per fact. A row where the
 * products differ is tinted and marked ≠ beside its name, with "(differs)" for screen readers, so
 * colour is never the only sign. On a phone the products scroll sideways under a first column
 * that stays; the scrolling region takes the keyboard focus, so arrow keys scroll it too.
 */
export function ComparisonTable({ products, rows, caption, loading, onRemove }: ComparisonTableProps) {
  useLingui();
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-gray-200 bg-white focus-visible:(outline-2 outline-offset-2 outline-blue-700)"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-white align-top">
          <tr>
            <td style={FIRST_COLUMN} className="sticky w-24 sm:w-56" />
            {products.map((product) => (
              <th key={product.id} scope="col" className="min-w-40 px-3 pt-3">
                <img
                  src={product.images[0]}
                  alt=""
                  width={160}
                  height={160}
                  {...placeholderOnError}
                  className="mb-2 aspect-square w-full max-w-40 rounded bg-gray-50 object-contain"
                />
                <Link
                  to={productPath(product.id)}
                  lang="en"
                  className="font-semibold leading-snug text-gray-900 hover:text-blue-800 hover:underline focus-visible:(outline-2 outline-offset-2 outline-blue-700)"
                >
                  {product.title}
                </Link>
              </th>
            ))}
          </tr>
          <tr className="border-b border-gray-200">
            <td style={FIRST_COLUMN} className="sticky" />
            {products.map((product) => (
              <td key={product.id} className="px-3 py-2">
                <button
                  type="button"
                  aria-label={COMPARE_MESSAGES.removeColumnLabel(product.title)}
                  onClick={() => onRemove(product.id)}
                  className="rounded text-sm font-semibold text-blue-800 hover:underline focus-visible:(outline-2 outline-offset-2 outline-blue-700)"
                >
                  {COMPARE_MESSAGES.removeColumn}
                </button>
              </td>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              className={`border-b border-gray-200 last:border-0 ${row.differs ? 'bg-amber-50' : 'bg-white'}`}
            >
              <th
                scope="row"
                style={FIRST_COLUMN}
                className="sticky px-3 py-2.5 align-top font-semibold text-gray-900"
              >
                <span lang={row.id.startsWith('spec:') ? 'en' : undefined}>{row.label}</span>
                {row.differs && (
                  <>
                    <span aria-hidden="true" className="ml-2 font-bold text-amber-900">
                      ≠
                    </span>
                    <span className="sr-only">{COMPARE_MESSAGES.differs}</span>
                  </>
                )}
              </th>
              {row.cells.map((cell, index) => {
                const id = products[index]?.id ?? index;
                return (
                  <td key={id} className="px-3 py-2.5 align-top text-gray-800">
                    <Cell
                      cell={cell}
                      loading={loading.includes(id)}
                      lang={inCatalogWords(row) ? 'en' : undefined}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
