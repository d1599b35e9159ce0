import { describe, expect, it } from 'vitest';

import { anOrderRecord, aBilling } from '../../../../tests/support/factories';
import { receiptFile, receiptFileName } from './receipt-file';

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
});
