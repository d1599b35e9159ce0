import type { PricedLine } from '@/features/cart';
import { formatPrice } from '@/lib/format';

import { orderTotals } from '../logic/billing';

/** The order summary (spec §2, §9): each line, the subtotal, the flat shipping and the total. */
export function OrderSummary({ lines, cartTotal }: { lines: readonly PricedLine[]; cartTotal: number }) {
  const { subtotal, shipping, total } = orderTotals(cartTotal);
  return (
    <section aria-labelledby="order-summary-title" className="rounded-lg bg-white p-4 shadow">
      <h2 id="order-summary-title" className="mb-3 text-lg font-semibold text-gray-900">
        Your Order
      </h2>
      <ul className="divide-y divide-gray-200" aria-label="Order lines">
        {lines.map(({ line, lineTotal }) => (
          <li key={`${line.id}:${line.variant}`} className="flex justify-between gap-3 py-2 text-sm">
            <span className="text-gray-800">
              {line.title} ({line.variant}) × {line.quantity}
            </span>
            <span className="font-medium text-gray-900">{formatPrice(lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-y-1 border-t border-gray-200 pt-3 text-gray-800">
        <dt>Subtotal</dt>
        <dd data-testid="order-subtotal">{formatPrice(subtotal)}</dd>
        <dt>Shipping</dt>
        <dd data-testid="order-shipping">{formatPrice(shipping)}</dd>
        <dt className="font-semibold text-gray-900">Total</dt>
        <dd className="font-semibold text-gray-900" data-testid="order-total">
          {formatPrice(total)}
        </dd>
      </dl>
    </section>
  );
}
