import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/button';
import { FIELD_CONTROL_CLASS } from '@/components/field-frame';
import { orderNumber, type OrderRecord, type OrderStatus } from '@/features/orders';
import { formatPrice } from '@/lib/format';
import { deskOrderPath } from '../logic/paths';

import { listDeskOrders, type DeskCursor } from '../api/desk-orders';
import { useEndIfRemoved } from '../hooks/use-desk-access';
import { customerOf, deskTime } from '../logic/desk-format';
import { DESK_STATUS_LABEL, DESK_STATUSES } from '../logic/status-labels';
import { OrderCards } from './order-cards';

type Listed =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; orders: OrderRecord[]; next: DeskCursor | null; more: 'idle' | 'loading' | 'failed' };

const ALL = 'all';

/** Every order, newest first, of one status or all; More orders reads the next page. */
export function DeskOrderList() {
  const { t } = useLingui();
  const [status, setStatus] = useState<OrderStatus | typeof ALL>(ALL);
  const [attempt, setAttempt] = useState(0);
  const tag = `${status}#${attempt}`;
  const [listed, setListed] = useState<{ tag: string; listed: Listed } | null>(null);
  const endIfRemoved = useEndIfRemoved();

  useEffect(() => {
    let live = true;
    listDeskOrders(status === ALL ? null : status).then(
      ({ orders, next }) => {
        if (live) setListed({ tag, listed: { state: 'ready', orders, next, more: 'idle' } });
      },
      (error: unknown) => {
        if (endIfRemoved(error)) return;
        console.error('The desk could not list the orders:', error);
        if (live) setListed({ tag, listed: { state: 'failed' } });
      },
    );
    return () => {
      live = false;
    };
  }, [status, tag, endIfRemoved]);

  const shown: Listed = listed?.tag === tag ? listed.listed : { state: 'loading' };
  const update = (change: (ready: Extract<Listed, { state: 'ready' }>) => Listed) =>
    setListed((last) =>
      last?.tag === tag && last.listed.state === 'ready' ? { tag, listed: change(last.listed) } : last,
    );

  const loadMore = async (after: DeskCursor) => {
    update((ready) => ({ ...ready, more: 'loading' }));
    try {
      const page = await listDeskOrders(status === ALL ? null : status, after);
      update((ready) => ({
        ...ready,
        orders: [...ready.orders, ...page.orders],
        next: page.next,
        more: 'idle',
      }));
    } catch (error) {
      if (endIfRemoved(error)) return;
      console.error('The desk could not list more orders:', error);
      update((ready) => ({ ...ready, more: 'failed' }));
    }
  };

  return (
    <section aria-labelledby="desk-orders">
      <div className="mb-2 flex flex-wrap items-end justify-between gap-3">
        <h3 id="desk-orders" className="text-base font-semibold">
          {t`Orders, newest first`}
        </h3>
        <label className="flex items-center gap-2 text-sm font-medium text-gray-800">
          {t`Status`}
          <select
            className={`${FIELD_CONTROL_CLASS} w-auto`}
            value={status}
            onChange={(event) => setStatus(event.target.value as OrderStatus | typeof ALL)}
          >
            <option value={ALL}>{t`All orders`}</option>
            {DESK_STATUSES.map((option) => (
              <option key={option} value={option}>
                {DESK_STATUS_LABEL[option]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {shown.state === 'loading' && (
        <p role="status" className="text-gray-700">
          {t`Loading the orders…`}
        </p>
      )}
      {shown.state === 'failed' && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-gray-800">
          {t`The orders could not be loaded. Check your connection and try again.`}
          <Button variant="outline" onClick={() => setAttempt((count) => count + 1)}>
            {t`Try again`}
          </Button>
        </div>
      )}
      {shown.state === 'ready' && (
        <>
          <OrderRows orders={shown.orders} />
          {shown.more === 'failed' && (
            <p role="alert" className="mt-2 text-red-700">
              {t`More orders could not be loaded. Try again.`}
            </p>
          )}
          {shown.next && (
            <Button
              variant="outline"
              className="mt-3"
              disabled={shown.more === 'loading'}
              onClick={() => shown.next && void loadMore(shown.next)}
            >
              {shown.more === 'loading' ? t`Loading…` : t`More orders`}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

/** The listed orders: a table where its five columns fit, a card for each order on a phone. */
function OrderRows({ orders }: { orders: OrderRecord[] }) {
  const { t } = useLingui();
  if (orders.length === 0) return <p className="text-gray-700">{t`No orders here.`}</p>;
  return (
    <>
      <OrderCards orders={orders} className="sm:hidden" />
      <OrderTable orders={orders} />
    </>
  );
}

/** The table's column headings. */
const HEADINGS = [msg`Order`, msg`Placed`, msg`Customer`, msg`Status`, msg`Total`];

function OrderTable({ orders }: { orders: OrderRecord[] }) {
  const { t } = useLingui();
  return (
    <div className="hidden overflow-x-auto sm:block">
      <table className="w-full text-left text-sm" data-testid="desk-orders">
        <caption className="sr-only">{t`Orders, newest first`}</caption>
        <thead className="border-b border-gray-300 text-gray-800">
          <tr>
            {HEADINGS.map((heading) => (
              <th key={heading.id} scope="col" className="px-3 py-2 font-semibold">
                {t(heading)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="border-b border-gray-200">
              <th scope="row" className="px-3 py-2 font-mono">
                <Link to={deskOrderPath(order.id)} className="font-semibold text-blue-800 underline">
                  {orderNumber(order.id)}
                </Link>
              </th>
              <td className="px-3 py-2">{order.createdAt ? deskTime(order.createdAt) : '—'}</td>
              <td className="px-3 py-2">{customerOf(order.billing)}</td>
              <td className="px-3 py-2">{DESK_STATUS_LABEL[order.status]}</td>
              <td className="px-3 py-2">{formatPrice(order.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
