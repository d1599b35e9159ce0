import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import type { DayTotals } from '@/features/orders';
import { formatNumber } from '@/lib/format';

import type { DeskNumbers } from '../hooks/use-desk-numbers';
import {
  daysEnding,
  daysOfStockLeft,
  RATE_DAYS,
  topProducts,
  type RankedProduct,
} from '../logic/desk-numbers';
import { deskProductPath } from '../logic/paths';
import { CARD, HEADING, LINK, money } from './desk-home-look';

/*
 * The desk home's products: the ten first by revenue and by units over the last 30 days, and how
 * long the products low on stock last at their recent rate. Their titles are the catalog's, in
 * English.
 */

/** Over the last 30 days, the period the operator plans stock by. */
const TOP_DAYS = 30;

export function TopProducts({ days, today }: { days: ReadonlyMap<string, DayTotals>; today: string }) {
  const { t } = useLingui();
  const period = daysEnding(today, TOP_DAYS);
  const dayCount = TOP_DAYS;
  const lists: { key: string; title: string; label: string; products: RankedProduct[] }[] = [
    {
      key: 'revenue',
      title: t`Top products by revenue`,
      label: plural(dayCount, {
        one: 'Top products by revenue, last # day',
        other: 'Top products by revenue, last # days',
      }),
      products: topProducts(days, period, 'revenue'),
    },
    {
      key: 'units',
      title: t`Top products by units`,
      label: plural(dayCount, {
        one: 'Top products by units, last # day',
        other: 'Top products by units, last # days',
      }),
      products: topProducts(days, period, 'units'),
    },
  ];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {lists.map(({ key, title, label, products }) => (
        <section key={key} aria-label={label} className={CARD}>
          <h4 className="mb-2 font-semibold">
            {title}{' '}
            <span className="text-sm font-normal text-gray-700">
              {plural(dayCount, { one: '(last # day)', other: '(last # days)' })}
            </span>
          </h4>
          {products.length === 0 ? (
            <p className="text-gray-700">
              {plural(dayCount, {
                one: 'No product sold in the last # day.',
                other: 'No product sold in the last # days.',
              })}
            </p>
          ) : (
            <ol className="list-decimal pl-4">
              {products.map((product) => {
                const { units } = product;
                const revenue = money(product.revenueCents);
                return (
                  <li key={product.id} className="py-0.5">
                    <span className="flex flex-wrap justify-between gap-x-3">
                      <span lang="en" className="min-w-0 grow basis-64">
                        {product.title}
                      </span>
                      <span className="text-sm text-gray-800">
                        {plural(units, { one: `# unit · ${revenue}`, other: `# units · ${revenue}` })}
                      </span>
                    </span>
                  </li>
                );
              })}
            </ol>
          )}
        </section>
      ))}
    </div>
  );
}

export function LowStock({ numbers, days }: { numbers: DeskNumbers; days: ReadonlyMap<string, DayTotals> }) {
  const { t } = useLingui();

  /** The stock a product has left, in days at its recent rate. */
  const stockLeft = (id: number, stock: number) => {
    if (stock === 0) return t`Sold out`;
    const inStock = formatNumber(stock);
    const left = daysOfStockLeft(days, numbers.today, id, stock);
    if (left === null) {
      const rateDays = RATE_DAYS;
      return plural(rateDays, {
        one: `${inStock} in stock, no sale in # day`,
        other: `${inStock} in stock, no sale in # days`,
      });
    }
    if (left === 0) return t`${inStock} in stock, less than a day left`;
    return plural(left, {
      one: `${inStock} in stock, about # day left`,
      other: `${inStock} in stock, about # days left`,
    });
  };

  return (
    <section aria-labelledby="desk-home-low-stock">
      <h4 id="desk-home-low-stock" className={HEADING}>
        {t`Running out`}
      </h4>
      {numbers.lowStock.length === 0 ? (
        <p className="text-gray-700">{t`No product is low on stock.`}</p>
      ) : (
        <ul className="divide-y divide-gray-200">
          {numbers.lowStock.map((product) => (
            <li key={product.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-2">
              <Link to={deskProductPath(product.id)} lang="en" className={`min-w-0 grow basis-64 ${LINK}`}>
                {product.title}
              </Link>
              <span className="text-sm">{stockLeft(product.id, product.stock)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
