import { useLingui } from '@lingui/react/macro';

import type { PricedLine } from '@/features/cart';
import { ApproximatePrice } from '@/features/currency';
import { formatNumber, formatPrice } from '@/lib/format';

import { orderTotals } from '@/domain/billing';
import { CHECKOUT_PAGE_MESSAGES } from '../logic/checkout-page-messages';

/** The server's reason for refusing the checkout, and the product it concerns. */
export interface LineRefusal {
  productId: number;
  reason: string;
  /** 'en' when the reason is the server's English, the shop having no words of its own for it. */
  lang?: 'en' | undefined;
}

interface OrderSummaryProps {
  lines: readonly PricedLine[];
  cartTotal: number;
  refusal?: LineRefusal | null | undefined;
}

/**
 * The order summary (spec §2, §9): each line, the subtotal, the flat shipping and the total, in US
 * dollars whatever the shopper's language, which it says under the total. A
 * refusal's reason is announced once, inside the product's first line; stock counts per product,
 * so every line of that product (one per variant) is described by it.
 */
export function OrderSummary({ lines, cartTotal, refusal }: OrderSummaryProps) {
  const { t } = useLingui();
  const { subtotal, shipping, total } = orderTotals(cartTotal);
  const reasonId = refusal ? `line-reason-${refusal.productId}` : undefined;
  const reasonLine = refusal && lines.find(({ line }) => line.id === refusal.productId);
  return (
    <section aria-labelledby="order-summary-title" className="rounded-lg bg-white p-4 shadow">
      <h2 id="order-summary-title" className="mb-3 text-lg font-semibold text-gray-900">
        {t`Your Order`}
      </h2>
      <ul className="divide-y divide-gray-200" aria-label={t`Order lines`}>
        {lines.map((priced) => {
          const { line, lineTotal } = priced;
          const refused = refusal?.productId === line.id;
          return (
            <li
              key={`${line.id}:${line.variant}`}
              data-testid="order-line"
              data-product-id={line.id}
              aria-describedby={refused ? reasonId : undefined}
              className="py-2 text-sm"
            >
              <div className="flex justify-between gap-3">
                <span className="text-gray-800">
                  <span lang="en">
                    {line.title} ({line.variant})
                  </span>{' '}
                  × {formatNumber(line.quantity)}
                </span>
                <span className="font-medium text-gray-900">{formatPrice(lineTotal)}</span>
              </div>
              {refusal && priced === reasonLine && (
                <p
                  id={reasonId}
                  lang={refusal.lang}
                  role="alert"
                  data-testid="line-reason"
                  className="mt-1 text-red-700"
                >
                  {refusal.reason}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-y-1 border-t border-gray-200 pt-3 text-gray-800">
        <dt>{t`Subtotal`}</dt>
        <dd data-testid="order-subtotal">{formatPrice(subtotal)}</dd>
        <dt>{t`Shipping`}</dt>
        <dd data-testid="order-shipping">{formatPrice(shipping)}</dd>
        <dt className="font-semibold text-gray-900">{t`Total`}</dt>
        <dd className="font-semibold text-gray-900" data-testid="order-total">
          {formatPrice(total)}
        </dd>
      </dl>
      <p className="mt-1 text-right">
        <ApproximatePrice dollars={total} />
      </p>
      <p className="mt-2 text-sm text-gray-700">{CHECKOUT_PAGE_MESSAGES.chargedInDollars}</p>
    </section>
  );
}
