import { Breadcrumb } from '@/components/breadcrumb';
import { Button } from '@/components/button';
import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';
import { ORDER_STATUS_TEXT } from '@/features/checkout';
import { DASHBOARD_PATH } from '@/lib/routes';
import { ORDERS_TAB_PATH, receiptPath } from '../logic/paths';

import type { Freshness } from '../hooks/use-own-order';
import { paymentState } from '../logic/payment-state';
import { orderDate, orderNumber } from '../logic/receipt-file';
import type { OrderRecord } from '../types';
import { OrderLines } from './order-lines';
import { OwnOrderGate } from './own-order-gate';
import { OrderBilling, OrderDelivery } from './order-parties';
import { OrderTimeline } from './order-timeline';

/** /orders/:id, for its owner: the order as the server has it, or as this device last saw it. */
export function OrderPage() {
  return (
    <OwnOrderGate
      noun="order"
      wrapFailure={(failure) => (
        <section>
          <PageTitle title="Your order">Your order</PageTitle>
          {failure}
        </section>
      )}
    >
      {(order, freshness, retry) => <OrderView order={order} freshness={freshness} onRetry={retry} />}
    </OwnOrderGate>
  );
}

function FreshnessNote({ freshness, onRetry }: { freshness: Freshness; onRetry: () => void }) {
  if (freshness === 'fresh') return null;
  return (
    <p
      role="status"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-md bg-amber-50 p-3 text-amber-900"
    >
      {freshness === 'checking'
        ? 'Your order as last seen on this device; checking for news…'
        : 'Your order as last seen on this device: it could not be updated now.'}
      {freshness === 'last-seen' && (
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      )}
    </p>
  );
}

function OrderView({
  order,
  freshness,
  onRetry,
}: {
  order: OrderRecord;
  freshness: Freshness;
  onRetry: () => void;
}) {
  const number = orderNumber(order.id);
  return (
    <article className="rounded-lg bg-white p-6 shadow ">
      <div className="print:hidden">
        <Breadcrumb
          crumbs={[
            { label: 'Dashboard', to: DASHBOARD_PATH },
            { label: 'Orders', to: ORDERS_TAB_PATH },
            { label: `Order ${number}` },
          ]}
        />
      </div>
      <PageTitle title={`Order ${number}`}>Order {number}</PageTitle>
      <FreshnessNote freshness={freshness} onRetry={onRetry} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-gray-800">
          {order.createdAt ? `Placed ${orderDate(order.createdAt)} · ` : ''}
          Status: <strong data-testid="order-status">{ORDER_STATUS_TEXT[order.status]}</strong>
        </p>
        <ButtonLink to={receiptPath(order.id)} variant="outline" className="print:hidden">
          Receipt
        </ButtonLink>
      </div>
      {order.status === 'needs-review' && (
        <p className="mb-4 rounded-md bg-amber-50 p-3 text-amber-900">
          Something about the payment needs a look from our team. We will tell you what we decide.
        </p>
      )}
      <div className="grid gap-8 md:grid-cols-[2fr_1fr]">
        <section aria-labelledby="order-items">
          <h2 id="order-items" className="mb-1 font-semibold text-gray-900">
            Items
          </h2>
          <OrderLines order={order} />
          <p className="mt-3">
            <span className="font-semibold">Payment:</span>{' '}
            <span data-testid="order-payment">{paymentState(order)}</span>
          </p>
        </section>
        <section aria-labelledby="order-timeline">
          <h2 id="order-timeline" className="mb-3 font-semibold text-gray-900">
            Timeline
          </h2>
          <OrderTimeline order={order} />
        </section>
        <OrderDelivery order={order} />
        <OrderBilling order={order} />
      </div>
    </article>
  );
}
