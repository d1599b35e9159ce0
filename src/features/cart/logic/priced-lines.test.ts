import { describe, expect, it } from 'vitest';

import { aCartLine } from '../../../../tests/support/factories';
import { priceLines } from './priced-lines';

describe('priceLines', () => {
  const phone = aCartLine({ id: 1, price: 100, quantity: 2 });
  const cable = aCartLine({ id: 2, price: 9.99, quantity: 3 });

  it('prices each line at the catalog’s current price, to the cent', () => {
    const { lines, total } = priceLines(
      [phone, cable],
      [
        { id: 1, price: 89.5, stock: 4 },
        { id: 2, price: 9.99, stock: 1 },
      ],
    );
    expect(lines.map((line) => [line.unitPrice, line.lineTotal, line.status])).toEqual([
      [89.5, 179, 'available'],
      [9.99, 29.97, 'available'],
    ]);
    expect(total).toBe(208.97);
  });

  it('marks lines whose product is out of stock or no longer sold', () => {
    const { lines } = priceLines([phone, cable], [{ id: 1, price: 100, stock: 0 }]);
    expect(lines.map((line) => line.status)).toEqual(['out-of-stock', 'gone']);
    expect(lines[1]?.unitPrice).toBe(9.99);
  });

  it('shows every line as added while the catalog is still loading', () => {
    const { lines, total } = priceLines([phone], undefined);
    expect(lines[0]).toMatchObject({ unitPrice: 100, lineTotal: 200, status: 'available' });
    expect(total).toBe(200);
  });
});
