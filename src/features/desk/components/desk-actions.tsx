import { useLingui } from '@lingui/react/macro';

import { Button } from '@/components/button';
import type { OrderRecord } from '@/features/orders';

import { offeredActions } from '../logic/desk-actions';
import { RefundForm } from './refund-form';
import { RestockChoice, useRestockChoice } from './restock-choice';
import type { RunAction } from './run-action';
import { ShipForm } from './ship-form';

/** Runs `then` once the operator confirms `question` (money or an order's end are at stake). */
const confirmed = (question: string, then: () => Promise<boolean>) => {
  if (window.confirm(question)) void then();
};

/** The actions the order's state allows, each through the desk function. */
export function DeskActions({ order, run, busy }: { order: OrderRecord; run: RunAction; busy: boolean }) {
  const { t } = useLingui();
  const offered = offeredActions(order);
  return (
    <section
      aria-labelledby="desk-actions"
      className="flex flex-col gap-6 rounded-md border border-gray-300 p-4"
    >
      <h2 id="desk-actions" className="text-lg font-semibold">
        {t`Actions`}
      </h2>
      {offered.size === 0 && <p className="text-gray-700">{t`Nothing is left to do on this order.`}</p>}
      {offered.has('resolve') && <ResolveReview order={order} run={run} busy={busy} />}
      {offered.has('ship') && <ShipForm order={order} run={run} busy={busy} />}
      {offered.has('deliver') && (
        <Button
          className="self-start"
          disabled={busy}
          onClick={() => void run('deliver', {}, () => t`Marked delivered.`)}
        >
          {t`Mark delivered`}
        </Button>
      )}
      {offered.has('refund') && <RefundForm order={order} run={run} busy={busy} />}
      {offered.has('cancel') && (
        <Button
          variant="danger"
          className="self-start"
          disabled={busy}
          onClick={() =>
            confirmed(t`Cancel this unpaid order? It can then no longer be paid.`, () =>
              run('cancel', {}, () => t`Cancelled. Units it held are back in stock.`),
            )
          }
        >
          {t`Cancel order`}
        </Button>
      )}
    </section>
  );
}

/** Resolving a review: fulfil the sale, or refund it in full (asking whether its units go back on sale). */
function ResolveReview({ order, run, busy }: { order: OrderRecord; run: RunAction; busy: boolean }) {
  const { t } = useLingui();
  const [restock, setRestock] = useRestockChoice(order);
  // Whole sentences for either answer: other languages build them differently.
  const question = restock
    ? t`Refund this order in full? The money goes back to the customer's card; its units go back on sale.`
    : t`Refund this order in full? The money goes back to the customer's card; its units stay off sale.`;
  const done = () =>
    restock
      ? t`Resolved: the order was refunded in full; its units go back on sale.`
      : t`Resolved: the order was refunded in full; its units stay off sale.`;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">{t`Resolve the review`}</h3>
      <p className="text-sm text-gray-800">
        {t`Fulfil: the sale stands (any second payment is refunded). Refund: all the money goes back.`}
      </p>
      <RestockChoice order={order} restock={restock} onChange={setRestock} />
      <div className="flex flex-wrap gap-3">
        <Button
          disabled={busy}
          onClick={() =>
            void run('resolve', { decision: 'fulfil' }, () => t`Resolved: the order goes ahead.`)
          }
        >
          {t`Fulfil the order`}
        </Button>
        <Button
          variant="danger"
          disabled={busy}
          onClick={() => confirmed(question, () => run('resolve', { decision: 'refund', restock }, done))}
        >
          {t`Refund in full`}
        </Button>
      </div>
    </div>
  );
}
