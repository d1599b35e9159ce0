import { readFileSync } from 'node:fs';

import { expect, type Page } from '@playwright/test';

/** A seeded product with what the comparison shows of it. */
export interface ComparedProduct {
  id: number;
  title: string;
  brand: string;
  category: string;
  price: number;
  rating: number;
  totalRatings: number;
  stock: number;
  tags: string[];
  specifications: { key: string; value: string }[];
}

const catalog = JSON.parse(readFileSync('catalog/products.json', 'utf8')) as ComparedProduct[];

export function seeded(id: number): ComparedProduct {
  const product = catalog.find((candidate) => candidate.id === id && candidate.tags.length > 0);
  if (!product) throw new Error(`the seeded catalog lists no product ${id}`);
  return product;
}

export const tray = (page: Page) => page.getByRole('region', { name: /^Compare products/ });
export const compareToggle = (page: Page, title: string) =>
  page.getByRole('button', { name: `Compare: ${title}`, exact: true });
export const comparison = (page: Page) => page.getByRole('table');
/** A row header's name: its label exactly, then " (differs)" for screen readers when the products differ. */
const rowHeaderName = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(differs\\))?$`);
export const rowHeader = (page: Page, label: string) =>
  comparison(page).getByRole('rowheader', { name: rowHeaderName(label) });

const money = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** Each row of the comparison as the shop builds it (summary, then specification keys), from the catalog. */
export function expectedRows(products: ComparedProduct[]): { label: string; values: string[] }[] {
  const summary = [
    { label: 'Price', values: products.map((product) => money(product.price)) },
    {
      label: 'Rating',
      values: products.map(
        (product) => `${product.rating} out of 5 (${product.totalRatings.toLocaleString('en-US')} ratings)`,
      ),
    },
    {
      label: 'Stock',
      values: products.map((product) => (product.stock > 0 ? `In stock (${product.stock})` : 'Out of stock')),
    },
    { label: 'Brand', values: products.map((product) => product.brand) },
  ];
  const keys = [...new Set(products.flatMap((product) => product.specifications.map(({ key }) => key)))];
  const specifications = keys.map((key) => ({
    label: key,
    values: products.map(
      (product) => product.specifications.find((specification) => specification.key === key)?.value ?? '',
    ),
  }));
  return [...summary, ...specifications];
}

export const differs = (row: { values: string[] }) => new Set(row.values).size > 1;

/** The comparison shows these products, in this order, with every row and each one's values. */
export async function expectComparison(page: Page, products: ComparedProduct[]) {
  const table = comparison(page);
  await expect(table.getByRole('columnheader')).toHaveText(products.map((product) => product.title));
  const rows = expectedRows(products);
  await expect(table.getByRole('rowheader')).toHaveText(
    rows.map((row) => (differs(row) ? `${row.label}≠ (differs)` : row.label)),
  );
  for (const row of rows) {
    const cells = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: rowHeaderName(row.label) }) });
    // A value the product does not list is a dash, "Not listed" for screen readers.
    await expect(cells.getByRole('cell')).toHaveText(row.values.map((value) => value || '—Not listed'));
  }
}

/** Waits until this device keeps the full details of every one of `ids` (IndexedDB `eshop`, `details`). */
export async function untilDetailsKept(page: Page, ids: number[]) {
  const kept = () =>
    page.evaluate(
      (wanted) =>
        new Promise<number[]>((resolve) => {
          const open = indexedDB.open('eshop');
          open.onerror = () => resolve([]);
          open.onsuccess = () => {
            const db = open.result;
            const read = db.transaction('details').objectStore('details').getAllKeys();
            read.onsuccess = () => {
              db.close();
              resolve(wanted.filter((id) => (read.result as number[]).includes(id)));
            };
            read.onerror = () => {
              db.close();
              resolve([]);
            };
          };
        }),
      ids,
    );
  await expect.poll(kept, { timeout: 20_000 }).toEqual(ids);
}
