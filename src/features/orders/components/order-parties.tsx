import { Trans, useLingui } from '@lingui/react/macro';

import { countryLabel } from '@/lib/i18n';
import { formatPrice } from '@/lib/format';

import type { OrderRecord } from '../types';

/** Where the order goes (the billing address is the delivery address) and how it travels. */
export function OrderDelivery({ order }: { order: OrderRecord }) {
  const { t } = useLingui();
  const { billing, shipment } = order;
  const fee = formatPrice(order.shipping);
  return (
    <div>
      <h2 className="mb-1 font-semibold text-gray-900">{t`Shipping`}</h2>
      <p>
        {billing.firstname} {billing.lastname}
        <br />
        {billing.address}
        {billing.zip && `, ${billing.zip}`}, {countryLabel(billing.country)}
      </p>
      <p className="mt-1 text-sm text-gray-800">{t`Shipping fee: ${fee}`}</p>
      {shipment && <Tracking carrier={shipment.carrier} trackingNumber={shipment.trackingNumber} />}
    </div>
  );
}

function Tracking({ carrier, trackingNumber }: { carrier: string; trackingNumber: string }) {
  return (
    <p className="mt-1" data-testid="order-tracking">
      <Trans>
        {carrier}, tracking number <span className="font-mono font-semibold">{trackingNumber}</span>
      </Trans>
    </p>
  );
}

/** The billing details as the shopper entered them at the checkout. */
export function OrderBilling({ order }: { order: OrderRecord }) {
  const { t } = useLingui();
  const { billing } = order;
  const notes = billing.orderNotes;
  return (
    <div>
      <h2 className="mb-1 font-semibold text-gray-900">{t`Billing details`}</h2>
      <p>
        {billing.firstname} {billing.lastname}
        <br />
        {billing.email} · {billing.number}
      </p>
      {notes && <p className="mt-1">{t`Notes: ${notes}`}</p>}
    </div>
  );
}
