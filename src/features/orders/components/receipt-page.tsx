import { Button } from '@/components/button';
import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';
import { saveFile } from '@/lib/save-file';
import { orderPath } from '../logic/paths';

import { paymentState } from '../logic/payment-state';
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
  const { billing } = order;
  return (
    <article className="rounded-lg bg-white p-6 shadow">
      <div className="mb-6 flex flex-wrap gap-3 print:hidden">
        <Button onClick={() => window.print()}>Print receipt</Button>
        <Button variant="outline" onClick={() => download(order)}>
          Download receipt
        </Button>
        <ButtonLink variant="outline" to={orderPath(order.id)}>
          Back to order
        </ButtonLink>
      </div>
      <p className="text-xl font-extrabold text-blue-800">E-Shop</p>
      <PageTitle title={`Receipt for order ${orderNumber(order.id)}`}>Receipt</PageTitle>
      <dl className="mb-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">Order</dt>
        <dd>
          {orderNumber(order.id)} <span className="text-gray-700">({order.id})</span>
        </dd>
        <dt className="font-semibold">Placed</dt>
        <dd>{order.createdAt ? orderDate(order.createdAt) : '—'}</dd>
        <dt className="font-semibold">Billed to</dt>
        <dd>
          {billing.firstname} {billing.lastname}, {billing.address}
          {billing.zip && `, ${billing.zip}`}, {billing.country} · {billing.email}
        </dd>
        <dt className="font-semibold">Payment</dt>
        <dd>{paymentState(order)}</dd>
        {order.shipment && (
          <>
            <dt className="font-semibold">Shipped</dt>
            <dd>
              {order.shipment.carrier}, tracking number {order.shipment.trackingNumber}
            </dd>
          </>
        )}
      </dl>
      <h2 className="mb-1 font-semibold text-gray-900">Items</h2>
      <OrderLines order={order} />
      <p className="mt-8 text-sm text-gray-700">Thank you for shopping with E-Shop.</p>
    </article>
  );
}
