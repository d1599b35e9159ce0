import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';

import { Button } from '@/components/button';
import { ReadStateView } from '@/components/read-state-view';
import { currentUserAtom } from '@/features/auth';
import { listOrders, ORDER_STATUS_TEXT, type Order } from '@/features/checkout';
import { orderPath } from '@/features/orders';
import { useRead } from '@/hooks/use-read';
import { readAccountCopy, saveAccountCopy } from '@/lib/account-copies';
import { formatDate, formatPrice } from '@/lib/format';
import { PRODUCTS_PATH } from '@/lib/routes';
import { Link } from '@/components/link';

/** Orders as last listed on this device, for reading them offline. */
const ORDERS_COPY = 'orders';
const isOrderList = (value: unknown): value is Order[] =>
  Array.isArray(value) &&
  value.every(
    (order: unknown) =>
      typeof order === 'object' &&
      order !== null &&
      'id' in order &&
      'lines' in order &&
      Array.isArray(order.lines),
  );

/** The orders as listed now, or as last listed on this device when they cannot be (`lastSeen`). */
interface ShownOrders {
  orders: Order[];
  lastSeen: boolean;
}

/** Lists the shopper's orders and keeps them on the device; failing that, answers the copy, if any. */
async function listOrKept(uid: string): Promise<ShownOrders> {
  try {
    const orders = await listOrders(uid);
    saveAccountCopy(uid, ORDERS_COPY, orders);
    return { orders, lastSeen: false };
  } catch (error) {
    const copy = readAccountCopy(uid, ORDERS_COPY);
    if (!isOrderList(copy)) throw error;
    console.warn('The orders could not be read; showing the ones last seen:', error);
    return { orders: copy, lastSeen: true };
  }
}

/** Orders (spec §2 Dashboard): the shopper's orders, newest first; View opens one's page (/orders/:id). */
export function OrdersPanel() {
  return (
    <div>
      <h2 className="mb-2 text-lg font-semibold">
        <Trans>Orders</Trans>
      </h2>
      <OrderList />
    </div>
  );
}

function OrderList() {
  const { t } = useLingui();
  const uid = useAtomValue(currentUserAtom)?.uid ?? null;
  const { read, retry } = useRead(uid, listOrKept);
  return (
    <ReadStateView
      read={read}
      loading={t`Loading your orders…`}
      failed={t`Your orders could not be loaded. Check your connection and try again.`}
      onRetry={retry}
    >
      {(shown) => <OrderTable {...shown} onRetry={retry} />}
    </ReadStateView>
  );
}

function OrderTable({ orders, lastSeen, onRetry }: ShownOrders & { onRetry: () => void }) {
  const { t } = useLingui();
  if (orders.length === 0)
    return (
      <p className="text-gray-700">
        <Trans>
          You have no orders yet.{' '}
          <Link to={PRODUCTS_PATH} className="font-semibold text-blue-800 underline">
            Browse products
          </Link>
        </Trans>
      </p>
    );
  return (
    <div className="overflow-x-auto">
      {lastSeen && (
        <p role="status" className="mb-2 flex flex-wrap items-center gap-3 text-gray-800">
          {t`Your orders as last seen on this device: they could not be updated now.`}
          <Button variant="outline" onClick={onRetry}>
            {t`Try again`}
          </Button>
        </p>
      )}
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t`Your orders, newest first`}</caption>
        <thead className="border-b border-gray-300 text-gray-800">
          <tr>
            {[t`Order ID`, t`Date`, t`Status`, t`Amount`, t`Action`].map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const shortId = order.id.slice(0, 8).toUpperCase();
            return (
              <tr key={order.id} className="border-b border-gray-200">
                <td className="px-3 py-2 font-mono">{shortId}</td>
                <td className="px-3 py-2">
                  {order.createdAt ? formatDate(order.createdAt, { dateStyle: 'medium' }) : '—'}
                </td>
                <td className="px-3 py-2">{ORDER_STATUS_TEXT[order.status]}</td>
                <td className="px-3 py-2">{formatPrice(order.total)}</td>
                <td className="px-3 py-2">
                  <Link
                    to={orderPath(order.id)}
                    className="inline-block rounded-md border border-gray-500 px-3 py-1 font-semibold hover:bg-gray-100 focus-visible:(outline-2 outline-offset-2 outline-blue-700)"
                    aria-label={t`View order ${shortId}`}
                  >
                    {t`View`}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
