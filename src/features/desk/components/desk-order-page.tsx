import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { Breadcrumb } from '@/components/breadcrumb';
import { PageTitle } from '@/components/page-title';
import { ReadStateView } from '@/components/read-state-view';
import { OrderLines, orderNumber, paymentState, type OrderRecord } from '@/features/orders';
import { DASHBOARD_PATH } from '@/lib/routes';
import { DESK_TAB_PATH } from '../logic/paths';

import { callDesk, DeskRefusal } from '../api/desk-action';
import { useEndIfRemoved } from '../hooks/use-desk-access';
import { useDeskOrder } from '../hooks/use-desk-order';
import type { AuditEntry } from '../logic/audit';
import { customerOf, deskTime } from '../logic/desk-format';
import type { DeskOrderRecord } from '../logic/desk-order-record';
import { DESK_STATUS_LABEL } from '../logic/status-labels';
import { DeskActions } from './desk-actions';
import { DeskNotFound } from './desk-not-found';
import { OrderHistory } from './order-history';
import type { RunAction } from './run-action';

/** What the last action did; `lang` 'en' when its words are the desk function's English. */
type Outcome = { ok: true; text: string } | { ok: false; text: string; lang?: 'en' | undefined } | null;

/** /desk/orders/:id: an order for the operator, with the actions its state allows and its history. */
export function DeskOrderPage({ id }: { id: string }) {
  const { t } = useLingui();
  const { read, audit, reload } = useDeskOrder(id);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const endIfRemoved = useEndIfRemoved();

  const run: RunAction = async (action, body, done) => {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await callDesk(action, { ...body, orderId: id });
      setOutcome({ ok: true, text: done(answer) });
      return true;
    } catch (error) {
      if (endIfRemoved(error)) return false;
      setOutcome(
        error instanceof DeskRefusal
          ? { ok: false, text: error.message, lang: error.lang }
          : { ok: false, text: t`The action failed. Please try again.` },
      );
      return false;
    } finally {
      setBusy(false);
      reload();
    }
  };

  return (
    <ReadStateView
      read={read}
      loading={t`Loading the order…`}
      failed={t`The order could not be loaded. Check your connection and try again.`}
      onRetry={reload}
    >
      {(order: DeskOrderRecord | null) =>
        order ? (
          <DeskOrder order={order} audit={audit} outcome={outcome} run={run} busy={busy} />
        ) : (
          <DeskNotFound what="Order" />
        )
      }
    </ReadStateView>
  );
}

function DeskOrder({
  order,
  audit,
  outcome,
  run,
  busy,
}: {
  order: DeskOrderRecord;
  audit: readonly AuditEntry[];
  outcome: Outcome;
  run: RunAction;
  busy: boolean;
}) {
  const { t } = useLingui();
  const number = orderNumber(order.id);
  const { billing } = order;
  const status = DESK_STATUS_LABEL[order.status];
  const placed = order.createdAt ? deskTime(order.createdAt) : null;
  const reason = order.reviewReason;
  const stranded = order.strandedReason;
  const notes = billing.orderNotes;
  return (
    <article className="flex flex-col gap-6 rounded-lg bg-white p-6 shadow">
      <div>
        <Breadcrumb
          crumbs={[
            { label: t`Dashboard`, to: DASHBOARD_PATH },
            { label: t`Desk`, to: DESK_TAB_PATH },
            { label: t`Order ${number}` },
          ]}
        />
        <PageTitle title={t`Desk: order ${number}`}>{t`Order ${number}`}</PageTitle>
        <p>
          <Trans>
            Status: <strong data-testid="desk-order-status">{status}</strong>
          </Trans>
          {placed === null ? '' : ` · ${t`placed ${placed}`}`} · {paymentState(order)}
        </p>
        {reason && order.status === 'needs-review' && (
          <p className="mt-2 rounded-md bg-amber-50 p-3 text-amber-900">
            {/* The payment webhook's reason is written in English. */}
            <Trans>
              Review: <span lang="en">{reason}</span>
            </Trans>
          </p>
        )}
        {stranded && (
          <p className="mt-2 rounded-md bg-amber-50 p-3 text-amber-900" data-testid="stranded-reason">
            {/* The hold sweep's reason, in English; shown in any status: the order may have moved on. */}
            <Trans>
              Released without Stripe's word: <span lang="en">{stranded}</span>
            </Trans>
          </p>
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
        <p role="alert" lang={outcome.lang} className="rounded-md bg-red-50 p-3 text-red-800">
          {outcome.text}
        </p>
      )}
      <DeskActions order={order} run={run} busy={busy} />
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="desk-items">
          <h2 id="desk-items" className="mb-1 text-lg font-semibold">
            {t`Items`}
          </h2>
          <OrderLines order={order} />
        </section>
        <section aria-labelledby="desk-customer">
          <h2 id="desk-customer" className="mb-1 text-lg font-semibold">
            {t`Customer`}
          </h2>
          <p>
            {customerOf(billing)}
            <br />
            {billing.address}
            {billing.zip && `, ${billing.zip}`}, {billing.country}
            <br />
            {billing.email} · {billing.number}
          </p>
          {notes && <p className="mt-1">{t`Notes: ${notes}`}</p>}
          {order.shipment && <Shipment shipment={order.shipment} />}
        </section>
      </div>
      <section aria-labelledby="desk-history">
        <h2 id="desk-history" className="mb-1 text-lg font-semibold">
          {t`History`}
        </h2>
        <OrderHistory order={order} audit={audit} />
      </section>
    </article>
  );
}

/** The carrier and tracking number the order shipped with. */
function Shipment({ shipment }: { shipment: NonNullable<OrderRecord['shipment']> }) {
  const { carrier, trackingNumber } = shipment;
  return (
    <p className="mt-2">
      <Trans>
        Shipment: {carrier}, tracking number <span className="font-mono">{trackingNumber}</span>
      </Trans>
    </p>
  );
}
