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

  it('totals the units, and the price to the cent', () => {
    const { totalItems, total } = priceLines(
      [aCartLine({ id: 1, quantity: 3, price: 1 }), aCartLine({ id: 2, quantity: 1, price: 1 })],
      [
        { id: 1, price: 0.1, stock: 9 },
        { id: 2, price: 0.2, stock: 9 },
      ],
    );
    expect({ totalItems, total }).toEqual({ totalItems: 4, total: 0.5 });
  });

  it('gives each line its cap from the product’s stock, shared by its variants', () => {
    const { lines } = priceLines(
      [aCartLine({ id: 1, variant: 'Off White', quantity: 2 }), aCartLine({ id: 1, variant: 'Jet Black' })],
      [{ id: 1, price: 10, stock: 4 }],
    );
    expect(lines.map(({ cap, product }) => [cap.max, product.stock])).toEqual([
      [3, 4],
      [2, 4],
    ]);
  });
});
