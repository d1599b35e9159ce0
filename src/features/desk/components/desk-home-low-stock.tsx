import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

import type { DayTotals } from '@/features/orders';
import { formatNumber } from '@/lib/format';

import type { DeskNumbers } from '../hooks/use-desk-numbers';
import { RATE_DAYS, stockOutlook } from '../logic/desk-numbers';
import { deskProductPath } from '../logic/paths';
import { HEADING, LINK } from './desk-home-look';
import { Link } from '@/components/link';

/**
 * Running out: the products low on stock, each with how long it lasts at its recent rate. Their
 * titles are the catalog's, in English.
 */
export function LowStock({ numbers, days }: { numbers: DeskNumbers; days: ReadonlyMap<string, DayTotals> }) {
  const { t } = useLingui();

  /** The stock a product has left, in days at its recent rate. */
  const stockLeft = (id: number, stock: number) => {
    const outlook = stockOutlook(days, numbers.today, id, stock);
    if (outlook.kind === 'sold-out') return t`Sold out`;
    const inStock = formatNumber(stock);
    if (outlook.kind === 'no-recent-sale') {
      const rateDays = RATE_DAYS;
      return plural(rateDays, {
        one: `${inStock} in stock, no sale in # day`,
        other: `${inStock} in stock, no sale in # days`,
      });
    }
    const left = outlook.days;
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
