import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

import { formatNumber, formatPrice } from '@/lib/format';
import { placeholderOnError } from '@/lib/image-placeholder';

import { refundedPerLine } from '../logic/order-record';
import type { OrderRecord } from '../types';

/**
 * The order's lines at the prices paid (the server's, at the time of the order), with the
 * units refunded since, then subtotal, shipping and total.
 */
export function OrderLines({ order }: { order: OrderRecord }) {
  const { t } = useLingui();
  const refunded = refundedPerLine(order);
  return (
    <div>
      <ul aria-label={t`Items`} className="divide-y divide-gray-200">
        {order.lines.map((line, at) => {
          const back = refunded[at] ?? 0;
          return (
            <li
              key={`${line.id}:${line.variant}:${at}`}
              data-testid="order-line"
              className="flex items-center gap-3 py-3"
            >
              {line.image ? (
                <img
                  src={line.image}
                  alt=""
                  width={64}
                  height={64}
                  className="h-16 w-16 shrink-0 rounded bg-gray-100 object-contain"
                  {...placeholderOnError}
                />
              ) : (
                <span aria-hidden="true" className="h-16 w-16 shrink-0 rounded bg-gray-100" />
              )}
              <div className="min-w-0 flex-1">
                <p lang="en" className="font-semibold text-gray-900">
                  {line.title}
                </p>
                <p className="text-sm text-gray-700">
                  <span lang="en">{line.variant}</span> · {formatNumber(line.quantity)} ×{' '}
                  {formatPrice(line.unitPrice)}
                  {back > 0 && (
                    <span className="ml-2 rounded bg-amber-50 px-1.5 text-amber-900">
                      {plural(back, { one: '# refunded', other: '# refunded' })}
                    </span>
                  )}
                </p>
              </div>
              <p className="font-semibold">{formatPrice(line.unitPrice * line.quantity)}</p>
            </li>
          );
        })}
      </ul>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-gray-300 pt-3 text-sm">
        <dt>{t`Subtotal`}</dt>
        <dd className="text-right">{formatPrice(order.subtotal)}</dd>
        <dt>{t`Shipping`}</dt>
        <dd className="text-right">{formatPrice(order.shipping)}</dd>
        <dt className="text-base font-bold">{t`Total`}</dt>
        <dd data-testid="order-total" className="text-right text-base font-bold">
          {formatPrice(order.total)}
        </dd>
      </dl>
    </div>
  );
}
