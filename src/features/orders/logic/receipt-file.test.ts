import { describe, expect, it } from 'vitest';

import { anOrderRecord, aBilling } from '../../../../tests/support/factories';
import { orderDate, receiptFile, receiptFileName } from './receipt-file';

describe('receiptFile', () => {
  it('is a page of its own with every line, the totals and the payment', () => {
    const order = anOrderRecord({ id: 'abcdef1234' });
    const file = receiptFile(order);
    expect(file).toMatch(/^<!doctype html>/);
    expect(file).toContain('Order ABCDEF12 (abcdef1234)');
    expect(file).toContain('<td>Pocket Phone (Jet Black)</td><td>2</td><td>$100.00</td><td>$200.00</td>');
    expect(file).toContain('<td>Studio Headphones (Off White)</td><td>1</td><td>$49.50</td><td>$49.50</td>');
    expect(file).toContain('<th>$259.50</th>');
    expect(file).toContain('Payment: Paid $259.50');
    expect(receiptFileName(order)).toBe('e-shop-receipt-ABCDEF12.html');
  });

  it('escapes what the shopper typed', () => {
    const file = receiptFile(
      anOrderRecord({ billing: aBilling({ firstname: '<script>alert(1)</script>' }) }),
    );
    expect(file).not.toContain('<script>');
    expect(file).toContain('&#60;script&#62;');
  });

  it('lists the lines one after the other, with the units refunded', () => {
    const file = receiptFile(
      anOrderRecord({
        status: 'partially-refunded',
        refunds: [{ id: 're_1', amount: 100, lines: [{ line: 0, quantity: 1 }], at: 1 }],
      }),
    );
    expect(file).toContain(
      '<td>Pocket Phone (Jet Black) <em>1 refunded</em></td><td>2</td><td>$100.00</td><td>$200.00</td></tr><tr><td>Studio Headphones (Off White)</td>',
    );
  });

  it('shows the billing address without its empty parts, and the date placed', () => {
    const file = receiptFile(
      anOrderRecord({
        billing: aBilling({ address: '1 High Street', zip: '', country: 'UK' }),
        createdAt: new Date(2026, 10, 20, 12).getTime(),
      }),
    );
    expect(file).toContain('<br>1 High Street, UK<br>');
    expect(file).toContain('Placed November 20, 2026</p>');
    expect(receiptFile(anOrderRecord({ billing: aBilling({ zip: 'N1 9GU' }) }))).toContain(
      '1 High Street, London, N1 9GU, UK',
    );
  });

  it('leaves the date out when it is not known', () => {
    expect(receiptFile(anOrderRecord({ createdAt: 0 }))).toContain('Placed </p>');
  });
});

describe('orderDate', () => {
  it('writes the date out in full', () => {
    expect(orderDate(new Date(2026, 10, 20, 12).getTime())).toBe('November 20, 2026');
  });
});
