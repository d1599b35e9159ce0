import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/button';
import { orderNumber, type DayTotals } from '@/features/orders';
import { formatPrice } from '@/lib/format';

import { useDeskNumbers, type DeskNumbers } from '../hooks/use-desk-numbers';
import {
  anyActivity,
  CHART_DAYS,
  changeOf,
  comparePeriod,
  daysEnding,
  daysOfStockLeft,
  PERIODS,
  RATE_DAYS,
  seriesOf,
  topProducts,
  type PeriodFigures,
  type RankedProduct,
} from '../logic/desk-numbers';
import { deskOrderPath, deskProductPath } from '../logic/paths';
import { DeskChart } from './desk-chart';
import { ReadState } from './read-state';

/*
 * The Desk tab's first screen (issue 46): the morning's questions answered from the days' totals
 * the functions keep. Today, the last 7 and 30 days, each against the period before; a chart of
 * daily revenue and orders (or the same figures as a table); the top products; how long the
 * products low on stock last at their recent rate; and the orders waiting on the operator.
 */

const money = (cents: number) => formatPrice(cents / 100);
const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;
const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const readLabel = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const labelOfDay = (day: string) => dayLabel.format(Date.parse(`${day}T12:00:00Z`));

const HEADING = 'mb-2 text-base font-semibold';
const CARD = 'rounded-md border border-gray-200 p-3';
const LINK = 'font-semibold text-blue-800 underline';

export function DeskHome() {
  const { read, retry } = useDeskNumbers();
  return (
    <section aria-labelledby="desk-home" className="flex flex-col gap-6" data-testid="desk-home">
      <h3 id="desk-home" className="text-base font-semibold">
        Sales at a glance
      </h3>
      <ReadState read={read} what="the numbers" onRetry={retry}>
        {({ numbers, kept }) => <Numbers numbers={numbers} kept={kept} onRetry={retry} />}
      </ReadState>
    </section>
  );
}

function Numbers({ numbers, kept, onRetry }: { numbers: DeskNumbers; kept: boolean; onRetry: () => void }) {
  const days = useMemo(() => new Map(numbers.days.map((day) => [day.day, day])), [numbers.days]);
  const readAt = readLabel.format(numbers.readAt);
  return (
    <>
      {kept ? (
        <p
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-md bg-amber-50 p-3 text-amber-900"
        >
          These are the numbers last read on this device, at {readAt}: they could not be updated now.
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </p>
      ) : (
        <p className="text-sm text-gray-700">Read at {readAt}. Days run midnight to midnight UTC.</p>
      )}
      <Waiting numbers={numbers} />
      {anyActivity(days.values()) ? (
        <>
          <Periods days={days} today={numbers.today} />
          <Chart days={days} today={numbers.today} />
          <TopProducts days={days} today={numbers.today} />
        </>
      ) : (
        <p className="text-gray-800">No sales yet.</p>
      )}
      <LowStock numbers={numbers} days={days} />
    </>
  );
}

/** A figure's change against the period before, in words. */
function Change({
  current,
  previous,
  before,
}: {
  current: number | null;
  previous: number | null;
  before: string;
}) {
  const change = changeOf(current, previous);
  if (change === null) return <span className="text-sm text-gray-700">nothing {before} to compare</span>;
  const sign = change > 0 ? '+' : change < 0 ? '−' : '±';
  return (
    <span className="text-sm text-gray-700">
      {sign}
      {percent(Math.abs(change))} on {before}
    </span>
  );
}

const FIGURES: {
  label: string;
  of: (figures: PeriodFigures) => number | null;
  show: (value: number) => string;
}[] = [
  { label: 'Revenue', of: (figures) => figures.revenueCents, show: money },
  { label: 'Paid orders', of: (figures) => figures.ordersPaid, show: String },
  { label: 'Average order', of: (figures) => figures.averageOrderCents, show: money },
  { label: 'Units sold', of: (figures) => figures.units, show: String },
  { label: 'Refunds', of: (figures) => figures.refundsCents, show: money },
  { label: 'Checkout conversion', of: (figures) => figures.conversion, show: percent },
];

function Periods({ days, today }: { days: ReadonlyMap<string, DayTotals>; today: string }) {
  return (
    <div className="grid gap-4 lg:grid-cols-3" data-testid="desk-periods">
      {PERIODS.map((period) => {
        const { current, previous } = comparePeriod(days, today, period.days);
        return (
          <section key={period.days} aria-label={period.label} className={CARD}>
            <h4 className="mb-2 font-semibold">{period.label}</h4>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {FIGURES.map(({ label, of, show }) => {
                const value = of(current);
                return (
                  <div key={label} className="contents">
                    <dt className="text-gray-700">{label}</dt>
                    <dd className="flex flex-wrap items-baseline gap-x-2">
                      <span className="font-semibold">{value === null ? '—' : show(value)}</span>
                      <Change current={value} previous={of(previous)} before={period.before} />
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
  const [length, setLength] = useState<(typeof CHART_DAYS)[number]>(CHART_DAYS[0]);
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const points = useMemo(() => seriesOf(days, daysEnding(today, length)), [days, today, length]);
  const revenue = points.reduce((sum, point) => sum + point.revenueCents, 0);
  const orders = points.reduce((sum, point) => sum + point.orders, 0);
  return (
    <figure className="flex flex-col gap-3" aria-labelledby={`${tableId}-caption`}>
      <figcaption id={`${tableId}-caption`} className="flex flex-col gap-1">
        <span className={HEADING}>Daily revenue and paid orders, last {length} days</span>
        <span className="text-sm text-gray-700">
          {money(revenue)} from {orders} paid orders.
        </span>
      </figcaption>
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="Days shown" className="flex gap-2">
          {CHART_DAYS.map((count) => (
            <Button
              key={count}
              variant="outline"
              aria-pressed={length === count}
              onClick={() => setLength(count)}
            >
              {count} days
            </Button>
          ))}
        </div>
        <Button
          variant="outline"
          aria-expanded={asTable}
          aria-controls={tableId}
          onClick={() => setAsTable(!asTable)}
        >
          {asTable ? 'Hide the table' : 'Show as a table'}
        </Button>
      </div>
      <div className="flex flex-wrap gap-4 text-sm text-gray-800" aria-hidden="true">
        <span className="flex items-center gap-1">
          <span className="inline-block w-5" style={{ borderTop: '2px solid #1d4ed8' }} /> Revenue (left)
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block w-5" style={{ borderTop: '2px dashed #b45309' }} /> Paid orders
          (right)
        </span>
      </div>
      <DeskChart points={points} />
      <div id={tableId} hidden={!asTable}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            Daily revenue and paid orders, last {length} days, newest first
          </caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4">
                Day
              </th>
              <th scope="col" className="py-1 pr-4 text-right">
                Revenue
              </th>
              <th scope="col" className="py-1 text-right">
                Paid orders
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
                <td className="py-1 text-right">{point.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** Over the last 30 days, the period the operator plans stock by. */
const TOP_DAYS = 30;

function TopProducts({ days, today }: { days: ReadonlyMap<string, DayTotals>; today: string }) {
  const period = daysEnding(today, TOP_DAYS);
  const lists: { title: string; products: RankedProduct[] }[] = [
    { title: 'Top products by revenue', products: topProducts(days, period, 'revenue') },
    { title: 'Top products by units', products: topProducts(days, period, 'units') },
  ];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {lists.map(({ title, products }) => (
        <section key={title} aria-label={`${title}, last ${TOP_DAYS} days`} className={CARD}>
          <h4 className="mb-2 font-semibold">
            {title} <span className="text-sm font-normal text-gray-700">(last {TOP_DAYS} days)</span>
          </h4>
          {products.length === 0 ? (
            <p className="text-gray-700">No product sold in the last {TOP_DAYS} days.</p>
          ) : (
            <ol className="list-decimal pl-4">
              {products.map((product) => (
                <li key={product.id} className="py-0.5">
                  <span className="flex flex-wrap justify-between gap-x-3">
                    <span className="min-w-0 grow basis-64">{product.title}</span>
                    <span className="text-sm text-gray-800">
                      {product.units} {product.units === 1 ? 'unit' : 'units'} · {money(product.revenueCents)}
                    </span>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </div>
  );
}

/** The stock a product has left, in days at its recent rate. */
function stockLeft(days: ReadonlyMap<string, DayTotals>, today: string, id: number, stock: number) {
  if (stock === 0) return 'Sold out';
  const left = daysOfStockLeft(days, today, id, stock);
  if (left === null) return `${stock} in stock, no sale in ${RATE_DAYS} days`;
  if (left === 0) return `${stock} in stock, less than a day left`;
  return `${stock} in stock, about ${left} ${left === 1 ? 'day' : 'days'} left`;
}

function LowStock({ numbers, days }: { numbers: DeskNumbers; days: ReadonlyMap<string, DayTotals> }) {
  return (
    <section aria-labelledby="desk-home-low-stock">
      <h4 id="desk-home-low-stock" className={HEADING}>
        Running out
      </h4>
      {numbers.lowStock.length === 0 ? (
        <p className="text-gray-700">No product is low on stock.</p>
      ) : (
        <ul className="divide-y divide-gray-200">
          {numbers.lowStock.map((product) => (
            <li key={product.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-2">
              <Link to={deskProductPath(product.id)} className={`min-w-0 grow basis-64 ${LINK}`}>
                {product.title}
              </Link>
              <span className="text-sm">{stockLeft(days, numbers.today, product.id, product.stock)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Waiting({ numbers }: { numbers: DeskNumbers }) {
  return (
    <section aria-labelledby="desk-home-waiting" className={CARD}>
      <h4 id="desk-home-waiting" className="mb-2 font-semibold">
        Waiting on you
      </h4>
      <p>
        <span className="font-semibold">{numbers.toShip}</span> paid{' '}
        {numbers.toShip === 1 ? 'order' : 'orders'} to ship
        {numbers.nextToShip.length > 0 && ', newest first: '}
        {numbers.nextToShip.map((order, at) => (
          <span key={order.id}>
            {at > 0 && ', '}
            <Link to={deskOrderPath(order.id)} className={`font-mono ${LINK}`}>
              {orderNumber(order.id)}
            </Link>
          </span>
        ))}
      </p>
      <p>
        <span className="font-semibold">{numbers.toReview}</span>{' '}
        {numbers.toReview === 1 ? 'payment' : 'payments'} to review
        {numbers.toReview > 0 && (
          <>
            {': '}
            <a href="#desk-review-queue" className={LINK}>
              go to the review queue
            </a>
          </>
        )}
      </p>
    </section>
  );
}
