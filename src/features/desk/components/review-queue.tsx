import { useLingui } from '@lingui/react/macro';

import { ReadStateView } from '@/components/read-state-view';
import type { OrderRecord } from '@/features/orders';

import { listDeskOrders } from '../api/desk-orders';
import { useDeskRead } from '../hooks/use-desk-read';
import { FlaggedOrder } from './flagged-order';

/** Every order in review, not only a page of them: the queue is the desk's first job. */
const REVIEW_QUEUE_MAX = 100;

const readQueue = async (status: 'needs-review') =>
  (await listDeskOrders(status, null, REVIEW_QUEUE_MAX)).orders;

/** The needs-review queue, newest first, each order with the reason the payment webhook gave. */
export function ReviewQueue() {
  const { t } = useLingui();
  const { read, retry } = useDeskRead('needs-review', readQueue);
  return (
    <section aria-labelledby="desk-review-queue" data-testid="review-queue">
      <h3 id="desk-review-queue" className="mb-2 text-base font-semibold">
        {t`Needs review`}
      </h3>
      <ReadStateView
        read={read}
        loading={t`Loading the orders to review…`}
        failed={t`The orders to review could not be loaded. Check your connection and try again.`}
        onRetry={retry}
      >
        {(orders: OrderRecord[]) =>
          orders.length === 0 ? (
            <p className="text-gray-700">{t`No order needs review.`}</p>
          ) : (
            <ul className="divide-y divide-gray-200 rounded-md border border-amber-300 bg-amber-50">
              {orders.map((order) => (
                <FlaggedOrder key={order.id} order={order}>
                  {/* The payment webhook's reason is written in English. */}
                  <p
                    className="w-full text-amber-900"
                    data-testid="review-reason"
                    lang={order.reviewReason ? 'en' : undefined}
                  >
                    {order.reviewReason ?? t`No reason was recorded.`}
                  </p>
                </FlaggedOrder>
              ))}
            </ul>
          )
        }
      </ReadStateView>
    </section>
  );
}
