import { formatPrice } from '@/lib/format';

import type { OrderRecord } from '../types';
import { refundedPerLine } from './order-record';
import { paymentState } from './payment-state';

/** The order number as the shop shows it: the id's first 8 characters, upper case. */
export const orderNumber = (orderId: string) => orderId.slice(0, 8).toUpperCase();

/** The date an order was placed, as the receipt and the order page show it. */
export const orderDate = (at: number) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(at);

/** The file name the receipt is saved under. */
export const receiptFileName = (order: Pick<OrderRecord, 'id'>) =>
  `e-shop-receipt-${orderNumber(order.id)}.html`;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The receipt as a file of its own: one HTML page with its style inside, readable in any browser
 * and printable, without the shop's scripts. Every value from the order is escaped.
 */
export function receiptFile(order: OrderRecord): string {
  const refunded = refundedPerLine(order);
  const rows = order.lines
    .map((line, at) => {
      const back = refunded[at] ?? 0;
      return `<tr><td>${escapeHtml(line.title)} (${escapeHtml(line.variant)})${back > 0 ? ` <em>${back} refunded</em>` : ''}</td><td>${line.quantity}</td><td>${formatPrice(line.unitPrice)}</td><td>${formatPrice(line.unitPrice * line.quantity)}</td></tr>`;
    })
    .join('');
  const { billing } = order;
  const address = [billing.address, billing.zip, billing.country].filter(Boolean).map(escapeHtml).join(', ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>E-Shop receipt ${orderNumber(order.id)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;color:#111;max-width:44rem;margin:2rem auto;padding:0 1rem}table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #ccc}td:nth-child(n+2),th:nth-child(n+2){text-align:right}</style>
</head><body>
<h1>E-Shop receipt</h1>
<p>Order ${orderNumber(order.id)} (${escapeHtml(order.id)})<br>Placed ${order.createdAt ? orderDate(order.createdAt) : ''}</p>
<p>${escapeHtml(`${billing.firstname} ${billing.lastname}`)}<br>${address}<br>${escapeHtml(billing.email)}</p>
<table><thead><tr><th>Item</th><th>Qty</th><th>Unit price</th><th>Amount</th></tr></thead><tbody>${rows}</tbody>
<tfoot><tr><td colspan="3">Subtotal</td><td>${formatPrice(order.subtotal)}</td></tr><tr><td colspan="3">Shipping</td><td>${formatPrice(order.shipping)}</td></tr><tr><th colspan="3">Total</th><th>${formatPrice(order.total)}</th></tr></tfoot></table>
<p>Payment: ${escapeHtml(paymentState(order))}</p>
</body></html>
`;
}
