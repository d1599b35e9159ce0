import { Trans, useLingui } from '@lingui/react/macro';

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
  const { t } = useLingui();
  return (
    <OwnOrderGate
      noun="order"
      wrapFailure={(failure) => (
        <section>
          <PageTitle title={t`Your order`}>{t`Your order`}</PageTitle>
          {failure}
        </section>
      )}
    >
      {(order, freshness, retry) => <OrderView order={order} freshness={freshness} onRetry={retry} />}
    </OwnOrderGate>
  );
}

function FreshnessNote({ freshness, onRetry }: { freshness: Freshness; onRetry: () => void }) {
  const { t } = useLingui();
  if (freshness === 'fresh') return null;
  return (
    <p
      role="status"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-md bg-amber-50 p-3 text-amber-900"
    >
      {freshness === 'checking'
        ? t`Your order as last seen on this device; checking for news…`
        : t`Your order as last seen on this device: it could not be updated now.`}
      {freshness === 'last-seen' && (
        <Button variant="outline" onClick={onRetry}>
          {t`Try again`}
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
  const { t } = useLingui();
  const number = orderNumber(order.id);
  const placed = order.createdAt ? orderDate(order.createdAt) : '';
  const statusText = ORDER_STATUS_TEXT[order.status];
  const payment = paymentState(order);
  return (
    <article className="rounded-lg bg-white p-6 shadow ">
      <div className="print:hidden">
        <Breadcrumb
          crumbs={[
            { label: t`Dashboard`, to: DASHBOARD_PATH },
            { label: t`Orders`, to: ORDERS_TAB_PATH },
            { label: t`Order ${number}` },
          ]}
        />
      </div>
      <PageTitle title={t`Order ${number}`}>{t`Order ${number}`}</PageTitle>
      <FreshnessNote freshness={freshness} onRetry={onRetry} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-gray-800">
          {placed && <>{t`Placed ${placed}`} · </>}
          <Trans>
            Status: <strong data-testid="order-status">{statusText}</strong>
          </Trans>
        </p>
        <ButtonLink to={receiptPath(order.id)} variant="outline" className="print:hidden">
          {t`Receipt`}
        </ButtonLink>
      </div>
      {order.status === 'needs-review' && (
        <p className="mb-4 rounded-md bg-amber-50 p-3 text-amber-900">
          {t`Something about the payment needs a look from our team. We will tell you what we decide.`}
        </p>
      )}
      <div className="grid gap-8 md:grid-cols-[2fr_1fr]">
        <section aria-labelledby="order-items">
          <h2 id="order-items" className="mb-1 font-semibold text-gray-900">
            {t`Items`}
          </h2>
          <OrderLines order={order} />
          <p className="mt-1 text-sm text-gray-700">{t`Charged in US dollars`}</p>
          <p className="mt-3">
            <Trans>
              <span className="font-semibold">Payment:</span>{' '}
              <span data-testid="order-payment">{payment}</span>
            </Trans>
          </p>
        </section>
        <section aria-labelledby="order-timeline">
          <h2 id="order-timeline" className="mb-3 font-semibold text-gray-900">
            {t`Timeline`}
          </h2>
          <OrderTimeline order={order} />
        </section>
        <OrderDelivery order={order} />
        <OrderBilling order={order} />
      </div>
    </article>
  );
}
