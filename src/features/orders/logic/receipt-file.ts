import { plural, t } from '@lingui/core/macro';

import { countryLabel } from '@/lib/i18n';
import { formatDate, formatNumber, formatPrice } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';

import type { OrderRecord } from '../types';
import { refundedPerLine } from './order-record';
import { paymentState } from './payment-state';

/** The order number as the shop shows it: the id's first 8 characters, upper case. */
export const orderNumber = (orderId: string) => orderId.slice(0, 8).toUpperCase();

/** The date an order was placed, as the receipt and the order page show it, in the shopper's language. */
export const orderDate = (at: number) => formatDate(at, { dateStyle: 'long' });

/** The file name the receipt is saved under. */
export const receiptFileName = (order: Pick<OrderRecord, 'id'>) =>
  `e-shop-receipt-${orderNumber(order.id)}.html`;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The receipt as a file of its own: one HTML page with its style inside, readable in any browser
 * and printable, without the shop's scripts, in the language the shopper reads the shop in. Every
 * value from the order, and every message, is escaped. Product titles and variants are the
 * catalog's English, marked so in a receipt in another language.
 */
export function receiptFile(order: OrderRecord): string {
  const lang = currentLocale();
  const catalogText = (text: string) =>
    lang === 'en' ? escapeHtml(text) : `<span lang="en">${escapeHtml(text)}</span>`;
  const refunded = refundedPerLine(order);
  const rows = order.lines
    .map((line, at) => {
      const back = refunded[at] ?? 0;
      const backText =
        back > 0 ? ` <em>${escapeHtml(plural(back, { one: '# refunded', other: '# refunded' }))}</em>` : '';
      return `<tr><td>${catalogText(`${line.title} (${line.variant})`)}${backText}</td><td>${formatNumber(line.quantity)}</td><td>${formatPrice(line.unitPrice)}</td><td>${formatPrice(line.unitPrice * line.quantity)}</td></tr>`;
    })
    .join('');
  const { billing } = order;
  const address = [billing.address, billing.zip, countryLabel(billing.country)]
    .filter(Boolean)
    .map(escapeHtml)
    .join(', ');
  const number = orderNumber(order.id);
  const id = order.id;
  const placed = order.createdAt ? orderDate(order.createdAt) : '';
  const payment = paymentState(order);
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(t`E-Shop receipt ${number}`)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;color:#111;max-width:44rem;margin:2rem auto;padding:0 1rem}table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #ccc}td:nth-child(n+2),th:nth-child(n+2){text-align:right}</style>
</head><body>
<h1>${escapeHtml(t`E-Shop receipt`)}</h1>
<p>${escapeHtml(t`Order ${number} (${id})`)}<br>${escapeHtml(t`Placed ${placed}`)}</p>
<p>${escapeHtml(`${billing.firstname} ${billing.lastname}`)}<br>${address}<br>${escapeHtml(billing.email)}</p>
<table><thead><tr><th>${escapeHtml(t`Item`)}</th><th>${escapeHtml(t`Qty`)}</th><th>${escapeHtml(t`Unit price`)}</th><th>${escapeHtml(t`Amount`)}</th></tr></thead><tbody>${rows}</tbody>
<tfoot><tr><td colspan="3">${escapeHtml(t`Subtotal`)}</td><td>${formatPrice(order.subtotal)}</td></tr><tr><td colspan="3">${escapeHtml(t`Shipping`)}</td><td>${formatPrice(order.shipping)}</td></tr><tr><th colspan="3">${escapeHtml(t`Total`)}</th><th>${formatPrice(order.total)}</th></tr></tfoot></table>
<p>${escapeHtml(t`Charged in US dollars`)}</p>
<p>${escapeHtml(t`Payment: ${payment}`)}</p>
</body></html>
`;
}
