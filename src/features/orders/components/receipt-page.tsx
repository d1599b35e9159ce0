import { useLingui } from '@lingui/react/macro';

import { Button } from '@/components/button';
import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';
import { countryLabel } from '@/lib/i18n';
import { saveFile } from '@/lib/save-file';
import { orderPath } from '../logic/paths';

import { paymentState } from '../logic/payment-state';
import { SHOP_NAME } from '@/domain/refund-choice';
import { orderDate, orderNumber, receiptFile, receiptFileName } from '../logic/receipt-file';
import type { OrderRecord } from '../types';
import { OrderLines } from './order-lines';
import { OwnOrderGate } from './own-order-gate';

/** Saves the receipt as an HTML file of its own (any browser opens and prints it). */
const download = (order: OrderRecord) => saveFile([receiptFile(order)], 'text/html', receiptFileName(order));

/**
 * /orders/:id/receipt: the order as a receipt, made to be printed (or saved as PDF from the print
 * dialog): the account's header and these buttons are left out of the print.
 */
export function ReceiptPage() {
  return <OwnOrderGate noun="receipt">{(order) => <Receipt order={order} />}</OwnOrderGate>;
}

function Receipt({ order }: { order: OrderRecord }) {
  const { t } = useLingui();
  const { billing, shipment } = order;
  const number = orderNumber(order.id);
  return (
    <article className="rounded-lg bg-white p-6 shadow">
      <div className="mb-6 flex flex-wrap gap-3 print:hidden">
        <Button onClick={() => window.print()}>{t`Print receipt`}</Button>
        <Button variant="outline" onClick={() => download(order)}>
          {t`Download receipt`}
        </Button>
        <ButtonLink variant="outline" to={orderPath(order.id)}>
          {t`Back to order`}
        </ButtonLink>
      </div>
      <p className="text-xl font-extrabold text-blue-800">{SHOP_NAME}</p>
      <PageTitle title={t`Receipt for order ${number}`}>{t`Receipt`}</PageTitle>
      <dl className="mb-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">{t`Order`}</dt>
        <dd>
          {number} <span className="text-gray-700">({order.id})</span>
        </dd>
        <dt className="font-semibold">{t`Placed`}</dt>
        <dd>{order.createdAt ? orderDate(order.createdAt) : '—'}</dd>
        <dt className="font-semibold">{t`Billed to`}</dt>
        <dd>
          {billing.firstname} {billing.lastname}, {billing.address}
          {billing.zip && `, ${billing.zip}`}, {countryLabel(billing.country)} · {billing.email}
        </dd>
        <dt className="font-semibold">{t`Payment`}</dt>
        <dd>{paymentState(order)}</dd>
        {shipment && <ShipmentRow carrier={shipment.carrier} trackingNumber={shipment.trackingNumber} />}
      </dl>
      <h2 className="mb-1 font-semibold text-gray-900">{t`Items`}</h2>
      <OrderLines order={order} />
      <p className="mt-1 text-sm text-gray-700">{t`Charged in US dollars`}</p>
      <p className="mt-8 text-sm text-gray-700">{t`Thank you for shopping with E-Shop.`}</p>
    </article>
  );
}

function ShipmentRow({ carrier, trackingNumber }: { carrier: string; trackingNumber: string }) {
  const { t } = useLingui();
  return (
    <>
      <dt className="font-semibold">{t`Shipped`}</dt>
      <dd>{t`${carrier}, tracking number ${trackingNumber}`}</dd>
    </>
  );
}
