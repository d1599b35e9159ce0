import { useLingui } from '@lingui/react/macro';

import { ReadStateView } from '@/components/read-state-view';

import { listStrandedOrders } from '../api/desk-orders';
import { useDeskRead } from '../hooks/use-desk-read';
import type { DeskOrderRecord } from '../logic/desk-order-record';
import { DESK_STATUS_LABEL } from '../logic/status-labels';
import { FlaggedOrder } from './flagged-order';

const readStranded = () => listStrandedOrders();

/**
 * The orders whose units the hold sweep gave back without Stripe's word about their payment,
 * newest first, each with its status now: a payment may still have been taken, which only
 * Stripe's dashboard tells. Each opens its desk page, where the sweep's reason is.
 */
export function StrandedOrders() {
  const { t } = useLingui();
  const { read, retry } = useDeskRead('stranded', readStranded);
  return (
    <section aria-labelledby="desk-stranded" data-testid="stranded-orders">
      <h3 id="desk-stranded" className="mb-2 text-base font-semibold">
        {t`Released without Stripe's word`}
      </h3>
      <ReadStateView
        read={read}
        loading={t`Loading the orders released without Stripe's word…`}
        failed={t`The orders released without Stripe's word could not be loaded. Check your connection and try again.`}
        onRetry={retry}
      >
        {(orders: DeskOrderRecord[]) =>
          orders.length === 0 ? (
            <p className="text-gray-700">{t`No order was released without Stripe's word.`}</p>
          ) : (
            <>
              <p className="mb-2 text-gray-800">
                {t`Stripe could not tell the shop about these orders' payments, so their units went back on sale. Check each payment in Stripe's dashboard before doing anything else with the order.`}
              </p>
              <ul className="divide-y divide-gray-200 rounded-md border border-amber-300 bg-amber-50">
                {orders.map((order) => (
                  <FlaggedOrder key={order.id} order={order}>
                    <span className="text-amber-900">{DESK_STATUS_LABEL[order.status]}</span>
                  </FlaggedOrder>
                ))}
              </ul>
            </>
          )
        }
      </ReadStateView>
    </section>
  );
}
