import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

import type { DayTotals } from '@/features/orders';

import { daysEnding, topProducts, type RankedProduct } from '../logic/desk-numbers';
import { CARD, money } from './desk-home-look';

/*
 * The desk home's top products: the ten first by revenue and by units over the last 30 days.
 * Their titles are the catalog's, in English.
 */

/** Over the last 30 days, the period the operator plans stock by. */
const TOP_DAYS = 30;

/** The two lists side by side, each with the units and revenue of its products. */
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
