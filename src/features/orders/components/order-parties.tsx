import { formatPrice } from '@/lib/format';

import type { OrderRecord } from '../types';

/** Where the order goes (the billing address is the delivery address) and how it travels. */
export function OrderDelivery({ order }: { order: OrderRecord }) {
  const { billing, shipment } = order;
  return (
    <div>
      <h2 className="mb-1 font-semibold text-gray-900">Shipping</h2>
      <p>
        {billing.firstname} {billing.lastname}
        <br />
        {billing.address}
        {billing.zip && `, ${billing.zip}`}, {billing.country}
      </p>
      <p className="mt-1 text-sm text-gray-800">Shipping fee: {formatPrice(order.shipping)}</p>
      {shipment && (
        <p className="mt-1" data-testid="order-tracking">
          {shipment.carrier}, tracking number{' '}
          <span className="font-mono font-semibold">{shipment.trackingNumber}</span>
        </p>
      )}
    </div>
  );
}

/** The billing details as the shopper entered them at the checkout. */
export function OrderBilling({ order }: { order: OrderRecord }) {
  const { billing } = order;
  return (
    <div>
      <h2 className="mb-1 font-semibold text-gray-900">Billing details</h2>
      <p>
        {billing.firstname} {billing.lastname}
        <br />
        {billing.email} · {billing.number}
      </p>
      {billing.orderNotes && <p className="mt-1">Notes: {billing.orderNotes}</p>}
    </div>
  );
}
