import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { anOrderRecord, aBilling } from '../../../../tests/support/factories';
import { deskTime } from '../logic/desk-format';
import { deskOrderPath } from '../logic/paths';
import { OrderCards } from './order-cards';

describe('the desk’s order cards (a phone)', () => {
  it('give each order what the table’s row gives: number, total, customer, status and when placed', () => {
    const order = anOrderRecord({
      id: 'abcd1234xyz',
      total: 1299,
      status: 'partially-refunded',
      billing: aBilling({ firstname: 'Maximilian', lastname: 'Vandenberghe-Oosterhuis' }),
    });
    render(
      <MemoryRouter>
        <OrderCards orders={[order]} />
      </MemoryRouter>,
    );
    const card = within(screen.getByRole('listitem'));
    expect(card.getByRole('link', { name: 'ABCD1234' })).toHaveAttribute('href', deskOrderPath(order.id));
    expect(card.getByText('$1,299.00')).toBeInTheDocument();
    expect(card.getByText('Maximilian Vandenberghe-Oosterhuis')).toBeInTheDocument();
    expect(card.getByText(`Partially refunded · placed ${deskTime(order.createdAt)}`)).toBeInTheDocument();
  });

  it('says nothing of when an order was placed that has no time', () => {
    render(
      <MemoryRouter>
        <OrderCards orders={[anOrderRecord({ status: 'pending', createdAt: 0 })]} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Pending payment')).toBeInTheDocument();
  });
});
