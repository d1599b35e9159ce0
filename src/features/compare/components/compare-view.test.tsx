import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { catalogAtom, toCardRecord, type Product } from '@/features/catalog';

import { aProduct } from '../../../../tests/support/factories';
import { compareSelection } from '../local-db/compare-selection-store';
import { CompareView } from './compare-view';
import { eventually } from '../../../../tests/support/eventually';

const laptop = aProduct({ id: 11, title: 'Laptop One', specifications: [{ key: 'Memory', value: '16GB' }] });
const other = aProduct({
  id: 12,
  title: 'Laptop Two',
  price: 1299,
  specifications: [{ key: 'Memory', value: '16GB' }],
});
const details = new Map<number, Product>([laptop, other].map((product) => [product.id, product]));

// The details on the device (none) and Firestore's answer: these two exist, any other id does not.
vi.mock('@/features/catalog', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/catalog')>()),
  readCachedDetails: vi.fn(() => Promise.resolve(undefined)),
  fetchAndCacheDetails: vi.fn((id: number) => Promise.resolve(details.get(id))),
}));

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

function renderAt(address: string) {
  const store = createStore();
  store.set(catalogAtom, [laptop, other].map(toCardRecord));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[address]}>
        <CompareView />
        <Address />
      </MemoryRouter>
    </Provider>,
  );
}

const address = () => screen.getByRole('status', { name: 'address' });

describe('the comparison page', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it("shows the address's products side by side and makes them this device's choice", async () => {
    renderAt('/compare?ids=12,11');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Laptop Two', 'Laptop One']);
    expect(await within(table).findByRole('rowheader', { name: 'Memory' })).toBeInTheDocument();
    expect(compareSelection.read()).toEqual([12, 11]);
  });

  it("writes the device's choice into an address without ids", async () => {
    compareSelection.write([11]);
    renderAt('/compare');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(address()).toHaveTextContent('/compare?ids=11');
  });

  it('hides the rows where the products agree with Only differences', async () => {
    renderAt('/compare?ids=11,12');
    const table = await screen.findByRole('table');
    await within(table).findByRole('rowheader', { name: 'Memory' });
    const onlyDifferences = screen.getByRole('switch', { name: 'Only differences' });
    await userEvent.click(onlyDifferences);
    expect(onlyDifferences).toHaveAttribute('aria-checked', 'true');
    expect(within(table).queryByRole('rowheader', { name: 'Memory' })).not.toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: /^Price/ })).toBeInTheDocument();
  });

  it('takes a product out of the comparison, the address and the choice', async () => {
    renderAt('/compare?ids=11,12');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Laptop One' }));
    expect(address()).toHaveTextContent('/compare?ids=12');
    expect(compareSelection.read()).toEqual([12]);
  });

  it('says a product of the address is no longer in the shop, and keeps it out of the choice', async () => {
    renderAt('/compare?ids=11,99');
    expect(await screen.findByText('One product of this comparison is no longer in the shop.')).toBeVisible();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Laptop One']);
    await eventually(() => expect(compareSelection.read()).toEqual([11]));
  });

  it('asks for products when there are none', () => {
    renderAt('/compare');
    expect(screen.getByText(/No products to compare yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  });
});
