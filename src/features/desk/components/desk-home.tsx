import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';

import { Button } from '@/components/button';
import type { DayTotals } from '@/features/orders';
import { formatDate, formatNumber } from '@/lib/format';

import { useDeskNumbers, type DeskNumbers } from '../hooks/use-desk-numbers';
import { deskPercent, deskTime } from '../logic/desk-format';
import {
  anyActivity,
  CHART_DAYS,
  changeOf,
  comparePeriod,
  daysEnding,
  PERIODS,
  seriesOf,
  type PeriodFigures,
} from '../logic/desk-numbers';
import { DeskChart } from './desk-chart';
import { CARD, HEADING, money } from './desk-home-look';
import { LowStock, TopProducts } from './desk-home-products';
import { WaitingOnYou } from './desk-home-waiting';
import { ReadState } from './read-state';

/*
 * The Desk tab's first screen (issue 46): the morning's questions answered from the days' totals
 * the functions keep. Today, the last 7 and 30 days, each against the period before; a chart of
 * daily revenue and orders (or the same figures as a table); the top products; how long the
 * products low on stock last at their recent rate; and the orders waiting on the operator.
 */

const labelOfDay = (day: string) =>
  formatDate(Date.parse(`${day}T12:00:00Z`), { month: 'short', day: 'numeric', timeZone: 'UTC' });

export function DeskHome() {
  const { t } = useLingui();
  const { read, retry } = useDeskNumbers();
  return (
    <section aria-labelledby="desk-home" className="flex flex-col gap-6" data-testid="desk-home">
      <h3 id="desk-home" className="text-base font-semibold">
        {t`Sales at a glance`}
      </h3>
      <ReadState
        read={read}
        loading={t`Loading the numbers…`}
        failed={t`The numbers could not be loaded. Check your connection and try again.`}
        onRetry={retry}
      >
        {({ numbers, kept }) => <Numbers numbers={numbers} kept={kept} onRetry={retry} />}
      </ReadState>
    </section>
  );
}

function Numbers({ numbers, kept, onRetry }: { numbers: DeskNumbers; kept: boolean; onRetry: () => void }) {
  const { t } = useLingui();
  const days = useMemo(() => new Map(numbers.days.map((day) => [day.day, day])), [numbers.days]);
  const readAt = deskTime(numbers.readAt);
  return (
    <>
      {kept ? (
        <p
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-md bg-amber-50 p-3 text-amber-900"
        >
          {t`These are the numbers last read on this device, at ${readAt}: they could not be updated now.`}
          <Button variant="outline" onClick={onRetry}>
            {t`Try again`}
          </Button>
        </p>
      ) : (
        <p className="text-sm text-gray-700">{t`Read at ${readAt}. Days run midnight to midnight UTC.`}</p>
      )}
      <WaitingOnYou numbers={numbers} />
      {anyActivity(days.values()) ? (
        <>
          <Periods days={days} today={numbers.today} />
          <Chart days={days} today={numbers.today} />
          <TopProducts days={days} today={numbers.today} />
        </>
      ) : (
        <p className="text-gray-800">{t`No sales yet.`}</p>
      )}
      <LowStock numbers={numbers} days={days} />
    </>
  );
}

/** A figure's change against the period before, in the period's own words ("+12% on yesterday"). */
function changeWords(
  current: number | null,
  previous: number | null,
  compared: (change: string | null) => string,
): string {
  const change = changeOf(current, previous);
  if (change === null) return compared(null);
  const sign = change > 0 ? '+' : change < 0 ? '−' : '±';
  return compared(`${sign}${deskPercent(Math.abs(change))}`);
}

const FIGURES: {
  label: MessageDescriptor;
  of: (figures: PeriodFigures) => number | null;
  show: (value: number) => string;
}[] = [
  { label: msg`Revenue`, of: (figures) => figures.revenueCents, show: money },
  { label: msg`Paid orders`, of: (figures) => figures.ordersPaid, show: formatNumber },
  { label: msg`Average order`, of: (figures) => figures.averageOrderCents, show: money },
  { label: msg`Units sold`, of: (figures) => figures.units, show: formatNumber },
  { label: msg`Refunds`, of: (figures) => figures.refundsCents, show: money },
  { label: msg`Checkout conversion`, of: (figures) => figures.conversion, show: deskPercent },
];

function Periods({ days, today }: { days: ReadonlyMap<string, DayTotals>; today: string }) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 lg:grid-cols-3" data-testid="desk-periods">
      {PERIODS.map((period) => {
        const { current, previous } = comparePeriod(days, today, period.days);
        const name = t(period.label);
        return (
          <section key={period.days} aria-label={name} className={CARD}>
            <h4 className="mb-2 font-semibold">{name}</h4>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {FIGURES.map(({ label, of, show }) => {
                const value = of(current);
                return (
                  <div key={label.id} className="contents">
                    <dt className="text-gray-700">{t(label)}</dt>
                    <dd className="flex flex-wrap items-baseline gap-x-2">
                      <span className="font-semibold">{value === null ? '—' : show(value)}</span>
                      <span className="text-sm text-gray-700">
                        {changeWords(value, of(previous), period.compared)}
                      </span>
                    </dd>
                  </div>
                );
              })}
            </dl>
          </section>
        );
      })}
    </div>
  );
}

function Chart({ days, today }: { days: ReadonlyMap<string, DayTotals>; today: string }) {
  const { t } = useLingui();
  const [length, setLength] = useState<(typeof CHART_DAYS)[number]>(CHART_DAYS[0]);
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const points = useMemo(() => seriesOf(days, daysEnding(today, length)), [days, today, length]);
  const revenue = money(points.reduce((sum, point) => sum + point.revenueCents, 0));
  const orders = points.reduce((sum, point) => sum + point.orders, 0);
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
                  {labelOfDay(point.day)}
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
