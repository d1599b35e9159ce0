import { useState } from 'react';

import { Breadcrumb } from '@/components/breadcrumb';
import { PageTitle } from '@/components/page-title';
import { OrderLines, orderNumber, paymentState, type OrderRecord } from '@/features/orders';
import { DASHBOARD_PATH } from '@/lib/routes';
import { DESK_TAB_PATH } from '../logic/paths';

import { callDesk, DeskRefusal } from '../api/desk-action';
import { useDeskOrder } from '../hooks/use-desk-order';
import type { AuditEntry } from '../logic/audit';
import { customerOf, deskTime } from '../logic/desk-format';
import { DESK_STATUS_LABEL } from '../logic/status-labels';
import { DeskActions } from './desk-actions';
import { DeskNotFound } from './desk-not-found';
import { OrderHistory } from './order-history';
import { ReadState } from './read-state';
import type { RunAction } from './run-action';

type Outcome = { ok: true; text: string } | { ok: false; text: string } | null;

/** /desk/orders/:id: an order for the operator, with the actions its state allows and its history. */
export function DeskOrderPage({ id }: { id: string }) {
  const { read, audit, reload } = useDeskOrder(id);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  const run: RunAction = async (action, body, done) => {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await callDesk(action, { ...body, orderId: id });
      setOutcome({ ok: true, text: done(answer) });
      return true;
    } catch (error) {
      setOutcome({
        ok: false,
        text: error instanceof DeskRefusal ? error.message : 'The action failed. Please try again.',
      });
      return false;
    } finally {
      setBusy(false);
      reload();
    }
  };

  return (
    <ReadState read={read} what="the order" onRetry={reload}>
      {(order: OrderRecord | null) =>
        order ? (
          <DeskOrder order={order} audit={audit} outcome={outcome} run={run} busy={busy} />
        ) : (
          <DeskNotFound what="Order" />
        )
      }
    </ReadState>
  );
}

function DeskOrder({
  order,
  audit,
  outcome,
  run,
  busy,
}: {
  order: OrderRecord;
  audit: readonly AuditEntry[];
  outcome: Outcome;
  run: RunAction;
  busy: boolean;
}) {
  const number = orderNumber(order.id);
  const { billing } = order;
  return (
    <article className="flex flex-col gap-6 rounded-lg bg-white p-6 shadow">
      <div>
        <Breadcrumb
          crumbs={[
            { label: 'Dashboard', to: DASHBOARD_PATH },
            { label: 'Desk', to: DESK_TAB_PATH },
            { label: `Order ${number}` },
          ]}
        />
        <PageTitle title={`Desk: order ${number}`}>Order {number}</PageTitle>
        <p>
          Status: <strong data-testid="desk-order-status">{DESK_STATUS_LABEL[order.status]}</strong>
          {order.createdAt ? ` · placed ${deskTime(order.createdAt)}` : ''} · {paymentState(order)}
        </p>
        {order.reviewReason && order.status === 'needs-review' && (
          <p className="mt-2 rounded-md bg-amber-50 p-3 text-amber-900">Review: {order.reviewReason}</p>
        )}
      </div>
      <div aria-live="polite">
        {outcome?.ok && (
          <p role="status" className="rounded-md bg-gray-50 p-3 text-green-800">
            {outcome.text}
          </p>
        )}
      </div>
      {outcome && !outcome.ok && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
          {outcome.text}
        </p>
      )}
      <DeskActions order={order} run={run} busy={busy} />
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="desk-items">
          <h2 id="desk-items" className="mb-1 text-lg font-semibold">
            Items
          </h2>
          <OrderLines order={order} />
        </section>
        <section aria-labelledby="desk-customer">
          <h2 id="desk-customer" className="mb-1 text-lg font-semibold">
            Customer
          </h2>
          <p>
            {customerOf(billing)}
            <br />
            {billing.address}
            {billing.zip && `, ${billing.zip}`}, {billing.country}
            <br />
            {billing.email} · {billing.number}
          </p>
          {billing.orderNotes && <p className="mt-1">Notes: {billing.orderNotes}</p>}
          {order.shipment && (
            <p className="mt-2">
              Shipment: {order.shipment.carrier}, tracking number{' '}
              <span className="font-mono">{order.shipment.trackingNumber}</span>
            </p>
          )}
        </section>
      </div>
      <section aria-labelledby="desk-history">
        <h2 id="desk-history" className="mb-1 text-lg font-semibold">
          History
        </h2>
        <OrderHistory order={order} audit={audit} />
      </section>
    </article>
  );
}
