import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { OrderRecord } from '@/features/orders';

import { anOrderRecord } from '../../../../tests/support/factories';
import { listDeskOrders, type DeskCursor } from '../api/desk-orders';
import { DeskOrderList } from './desk-order-list';
import { eventually } from '../../../../tests/support/eventually';

vi.mock('../api/desk-orders', () => ({ listDeskOrders: vi.fn() }));
const list = vi.mocked(listDeskOrders);

/** Where the next page starts; the list only hands it back. */
const cursor = Object.create(null) as DeskCursor;

const first = [anOrderRecord({ id: 'aaaa1111first' }), anOrderRecord({ id: 'bbbb2222first' })];
const second = [anOrderRecord({ id: 'cccc3333second' })];
const refunded = [anOrderRecord({ id: 'dddd4444refund', status: 'refunded' })];

/** The order numbers in the table, top to bottom. */
const numbersShown = () =>
  within(screen.getByTestId('desk-orders'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

const page = (orders: OrderRecord[], next: DeskCursor | null = null) => ({ orders, next });

function renderList() {
  render(
    <MemoryRouter>
      <DeskOrderList />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  list.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the desk’s list of orders', () => {
  it('lists the newest page, and More orders adds the next until none is left', async () => {
    list.mockResolvedValueOnce(page(first, cursor)).mockResolvedValueOnce(page(second));
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the orders…');
    expect(await screen.findByRole('button', { name: 'More orders' })).toBeEnabled();
    expect(numbersShown()).toEqual(['AAAA1111', 'BBBB2222']);
    expect(list).toHaveBeenLastCalledWith(null);

    await userEvent.click(screen.getByRole('button', { name: 'More orders' }));
    await eventually(() => expect(numbersShown()).toEqual(['AAAA1111', 'BBBB2222', 'CCCC3333']));
    expect(list).toHaveBeenLastCalledWith(null, cursor);
    expect(screen.queryByRole('button', { name: 'More orders' })).toBeNull();
  });

  it('says when more orders could not be loaded, keeping those shown, and More orders tries again', async () => {
    list
      .mockResolvedValueOnce(page(first, cursor))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(page(second));
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'More orders' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More orders could not be loaded. Try again.');
    expect(numbersShown()).toEqual(['AAAA1111', 'BBBB2222']);

    await userEvent.click(screen.getByRole('button', { name: 'More orders' }));
    await eventually(() => expect(numbersShown()).toEqual(['AAAA1111', 'BBBB2222', 'CCCC3333']));
  });

  it('reads the chosen status afresh, without the pages added to the list before', async () => {
    list
      .mockResolvedValueOnce(page(first, cursor))
      .mockResolvedValueOnce(page(second))
      .mockResolvedValueOnce(page(refunded));
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'More orders' }));
    await eventually(() => expect(numbersShown()).toHaveLength(3));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'refunded');
    await eventually(() => expect(numbersShown()).toEqual(['DDDD4444']));
    expect(list).toHaveBeenLastCalledWith('refunded');
  });

  it('offers Try again when the orders cannot be read, and reads them again from loading', async () => {
    list.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(page([]));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The orders could not be loaded. Check your connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No orders here.')).toBeInTheDocument();
  });
});
