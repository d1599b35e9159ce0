import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { Button } from '@/components/button';
import { FIELD_CONTROL_CLASS } from '@/components/field-frame';
import { ReadStateView } from '@/components/read-state-view';
import { orderNumber, type OrderRecord, type OrderStatus } from '@/features/orders';
import { formatPrice } from '@/lib/format';
import { deskOrderPath } from '../logic/paths';

import { listDeskOrders, type DeskCursor, type DeskOrderPage } from '../api/desk-orders';
import { useEndIfRemoved } from '../hooks/use-desk-access';
import { useDeskRead } from '../hooks/use-desk-read';
import { customerOf, deskTime } from '../logic/desk-format';
import { DESK_STATUS_LABEL, DESK_STATUSES } from '../logic/status-labels';
import { OrderCards } from './order-cards';
import { Link } from '@/components/link';

const ALL = 'all';

/** The status the list shows, or all of them. */
type StatusShown = OrderStatus | typeof ALL;

const statusOf = (shown: StatusShown) => (shown === ALL ? null : shown);
const readFirstPage = (shown: StatusShown) => listDeskOrders(statusOf(shown));

/** Every order, newest first, of one status or all; More orders reads the next page. */
export function DeskOrderList() {
  const { t } = useLingui();
  const [status, setStatus] = useState<StatusShown>(ALL);
  const { read, retry } = useDeskRead(status, readFirstPage);

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
            onChange={(event) => setStatus(event.target.value as StatusShown)}
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
      <ReadStateView
        read={read}
        loading={t`Loading the orders…`}
        failed={t`The orders could not be loaded. Check your connection and try again.`}
        onRetry={retry}
      >
        {(first) => <OrderPages key={status} status={status} first={first} />}
      </ReadStateView>
    </section>
  );
}

/**
 * The first page as read, and the pages More orders adds to it. Drawn afresh for each first page
 * (another status, or Try again, reads it from loading), so the pages added never mix two lists.
 */
function OrderPages({ status, first }: { status: StatusShown; first: DeskOrderPage }) {
  const { t } = useLingui();
  const [pages, setPages] = useState({ orders: first.orders, next: first.next });
  // A page being added: the button says Loading… while it is read, and a failure says so above it.
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');
  const endIfRemoved = useEndIfRemoved();

  const loadMore = async (after: DeskCursor) => {
    setMore('loading');
    try {
      const page = await listDeskOrders(statusOf(status), after);
      setPages((shown) => ({ orders: [...shown.orders, ...page.orders], next: page.next }));
      setMore('idle');
    } catch (error) {
      if (endIfRemoved(error)) return;
      console.error('The desk could not list more orders:', error);
      setMore('failed');
    }
  };

  const { next } = pages;
  return (
    <>
      <OrderRows orders={pages.orders} />
      {more === 'failed' && (
        <p role="alert" className="mt-2 text-red-700">
          {t`More orders could not be loaded. Try again.`}
        </p>
      )}
      {next && (
        <Button
          variant="outline"
          className="mt-3"
          disabled={more === 'loading'}
          onClick={() => void loadMore(next)}
        >
          {more === 'loading' ? t`Loading…` : t`More orders`}
        </Button>
      )}
    </>
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
