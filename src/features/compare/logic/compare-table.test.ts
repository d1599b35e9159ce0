import { describe, expect, it } from 'vitest';

import { aProduct } from '../../../../tests/support/factories';
import { compareRows, shownRows, type ComparedProduct, type CompareRow } from './compare-table';

const compared = (overrides: Partial<ComparedProduct> = {}): ComparedProduct => {
  const { specifications, ...product } = aProduct({ brand: 'Apple', price: 999, rating: 4.5, stock: 3 });
  return { ...product, specifications, ...overrides };
};

const row = (rows: readonly CompareRow[], label: string) => {
  const found = rows.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`no row ${label}`);
  return found;
};
const texts = (found: CompareRow) =>
  found.cells.map((cell) => (cell.kind === 'value' ? cell.text : `(${cell.kind})`));

describe('the rows of the comparison table', () => {
  const laptop = compared({
    specifications: [
      { key: 'Memory', value: '16GB' },
      { key: 'Storage', value: '256GB SSD' },
    ],
  });
  const bigger = compared({
    specifications: [
      { key: 'Storage', value: '512GB SSD' },
      { key: 'Memory', value: '16GB' },
      { key: 'Ports', value: '2x USB-C' },
    ],
  });

  it('starts with price, rating, stock and brand, then every specification key of any product, in the order first met', () => {
    expect(compareRows([laptop, bigger]).map((found) => found.label)).toEqual([
      'Price',
      'Rating',
      'Stock',
      'Brand',
      'Memory',
      'Storage',
      'Ports',
    ]);
  });

  it('gives each product its value, in the order of the products', () => {
    const rows = compareRows([laptop, bigger]);
    expect(texts(row(rows, 'Storage'))).toEqual(['256GB SSD', '512GB SSD']);
    expect(texts(row(rows, 'Price'))).toEqual(['$999.00', '$999.00']);
    expect(texts(row(rows, 'Stock'))).toEqual(['In stock (3)', 'In stock (3)']);
  });

  it('says a product with no stock is out of stock, and gives the rating with its count', () => {
    const rows = compareRows([compared({ stock: 0, rating: 4.5, totalRatings: 1234 })]);
    expect(texts(row(rows, 'Stock'))).toEqual(['Out of stock']);
    expect(texts(row(rows, 'Rating'))).toEqual(['4.5 out of 5 (1,234 ratings)']);
  });

  it('marks a row whose values differ, and not one where they are all the same', () => {
    const rows = compareRows([laptop, bigger]);
    expect(row(rows, 'Storage').differs).toBe(true);
    expect(row(rows, 'Memory').differs).toBe(false);
    expect(row(rows, 'Brand').differs).toBe(false);
  });

  it('shows a value a product does not list as missing, which differs from any value', () => {
    const ports = row(compareRows([laptop, bigger]), 'Ports');
    expect(ports.cells).toEqual([{ kind: 'missing' }, { kind: 'value', text: '2x USB-C' }]);
    expect(ports.differs).toBe(true);
  });

  it('matches keys and values whatever their case and spacing, labelled as first met', () => {
    const shouting = compared({ specifications: [{ key: ' MEMORY ', value: '16gb' }] });
    const rows = compareRows([laptop, shouting]);
    expect(rows.filter((found) => found.id.startsWith('spec:')).map((found) => found.label)).toEqual([
      'Memory',
      'Storage',
    ]);
    expect(row(rows, 'Memory').differs).toBe(false);
  });

  it('labels a key without the spaces around it, and counts runs of spaces inside as one', () => {
    const spaced = compared({
      specifications: [
        { key: ' Screen  size ', value: '14  in' },
        { key: 'Ports', value: ' HDMI ' },
      ],
    });
    const plain = compared({
      specifications: [
        { key: 'screen size', value: '14 in' },
        { key: 'Ports', value: 'HDMI' },
      ],
    });
    const rows = compareRows([spaced, plain]);
    expect(
      rows.filter((found) => found.id.startsWith('spec:')).map((found) => [found.id, found.label]),
    ).toEqual([
      ['spec:screen size', 'Screen  size'],
      ['spec:ports', 'Ports'],
    ]);
    expect(row(rows, 'Screen  size').differs).toBe(false);
    expect(texts(row(rows, 'Ports'))).toEqual(['HDMI', 'HDMI']);
  });

  it('leaves out a key of only spaces, and counts an empty value as missing', () => {
    const blank = compared({
      specifications: [
        { key: '  ', value: 'Nothing' },
        { key: 'Ports', value: '  ' },
      ],
    });
    const rows = compareRows([blank]);
    expect(rows.map((found) => found.label)).toEqual(['Price', 'Rating', 'Stock', 'Brand', 'Ports']);
    expect(row(rows, 'Ports').cells).toEqual([{ kind: 'missing' }]);
  });

  it('gives both values of a key a product lists twice', () => {
    const twice = compared({
      specifications: [
        { key: 'Ports', value: 'HDMI' },
        { key: 'Ports', value: 'USB-C' },
      ],
    });
    expect(texts(row(compareRows([twice]), 'Ports'))).toEqual(['HDMI; USB-C']);
  });

  it('leaves the specifications of a product not known on this device as unknown, out of the comparison', () => {
    const unknown = compared({ specifications: undefined });
    const rows = compareRows([laptop, unknown, bigger]);
    expect(row(rows, 'Memory').cells[1]).toEqual({ kind: 'unknown' });
    // 16GB and 16GB are the same; what the unknown product has is not guessed.
    expect(row(rows, 'Memory').differs).toBe(false);
    expect(row(rows, 'Ports').differs).toBe(true);
  });

  it('finds no differences with one product', () => {
    expect(compareRows([bigger]).some((found) => found.differs)).toBe(false);
  });

  it('has only the summary rows when no product lists a specification', () => {
    expect(compareRows([compared({ specifications: [] })]).map((found) => found.id)).toEqual([
      'price',
      'rating',
      'stock',
      'brand',
    ]);
  });
});

describe('only differences', () => {
  const rows = compareRows([
    compared({ price: 999, specifications: [{ key: 'Memory', value: '16GB' }] }),
    compared({ price: 1299, specifications: [{ key: 'Memory', value: '16GB' }] }),
  ]);

  it('keeps only the rows where the products differ', () => {
    expect(shownRows(rows, true).map((found) => found.label)).toEqual(['Price']);
  });

  it('keeps every row when off', () => {
    expect(shownRows(rows, false)).toBe(rows);
  });
});
