import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';

import { Button } from '@/components/button';
import type { DayTotals } from '@/features/orders';
import { formatNumber } from '@/lib/format';

import { deskDay } from '../logic/desk-format';
import { CHART_DAYS, daysEnding, seriesOf, seriesTotals } from '../logic/desk-numbers';
import { DeskChart } from './desk-chart';
import { HEADING, money } from './desk-home-look';

/**
 * Daily revenue and paid orders over the last 30 or 90 days: a chart, with the same figures as a
 * table for whoever cannot see it or wants the numbers.
 */
export function DailySalesChart({ days, today }: { days: ReadonlyMap<string, DayTotals>; today: string }) {
  const { t } = useLingui();
  const [length, setLength] = useState<(typeof CHART_DAYS)[number]>(CHART_DAYS[0]);
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const points = useMemo(() => seriesOf(days, daysEnding(today, length)), [days, today, length]);
  const totals = seriesTotals(points);
  const revenue = money(totals.revenueCents);
  const { orders } = totals;
  return (
    <figure className="flex flex-col gap-3" aria-labelledby={`${tableId}-caption`}>
      <figcaption id={`${tableId}-caption`} className="flex flex-col gap-1">
        <span className={HEADING}>
          {plural(length, {
            one: 'Daily revenue and paid orders, last # day',
            other: 'Daily revenue and paid orders, last # days',
          })}
        </span>
        <span className="text-sm text-gray-700">
          {plural(orders, {
            one: `${revenue} from # paid order.`,
            other: `${revenue} from # paid orders.`,
          })}
        </span>
      </figcaption>
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label={t`Days shown`} className="flex gap-2">
          {CHART_DAYS.map((count) => (
            <Button
              key={count}
              variant="outline"
              aria-pressed={length === count}
              onClick={() => setLength(count)}
            >
              {plural(count, { one: '# day', other: '# days' })}
            </Button>
          ))}
        </div>
        <Button
          variant="outline"
          aria-expanded={asTable}
          aria-controls={tableId}
          onClick={() => setAsTable(!asTable)}
        >
          {asTable ? t`Hide the table` : t`Show as a table`}
        </Button>
      </div>
      <div className="flex flex-wrap gap-4 text-sm text-gray-800" aria-hidden="true">
        <span className="flex items-center gap-1">
          <span className="inline-block w-5" style={{ borderTop: '2px solid #1d4ed8' }} /> {t`Revenue (left)`}
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block w-5" style={{ borderTop: '2px dashed #b45309' }} />{' '}
          {t`Paid orders (right)`}
        </span>
      </div>
      <DeskChart points={points} />
      <div id={tableId} hidden={!asTable}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            {plural(length, {
              one: 'Daily revenue and paid orders, last # day, newest first',
              other: 'Daily revenue and paid orders, last # days, newest first',
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4">
                {t`Day`}
              </th>
              <th scope="col" className="py-1 pr-4 text-right">
                {t`Revenue`}
              </th>
              <th scope="col" className="py-1 text-right">
                {t`Paid orders`}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...points].reverse().map((point) => (
              <tr key={point.day} className="border-t border-gray-200">
                <th scope="row" className="py-1 pr-4 text-left font-medium">
                  {deskDay(point.day)}
                </th>
                <td className="py-1 pr-4 text-right">{money(point.revenueCents)}</td>
                <td className="py-1 text-right">{formatNumber(point.orders)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
