import { render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { authAtom } from '@/features/auth';

import { aUser } from '../../../../tests/support/factories';
import { noticesAtom } from '../atoms';
import type { Notice } from '../types';
import { NoticesList } from './notices-list';

const priceDrop: Notice = {
  id: 'n1',
  kind: 'price-drop',
  title: 'Price drop: Desk Lamp',
  body: 'Now $19.99, was $24.50.',
  link: '/product-details/1001',
  image: '',
  createdAt: Date.UTC(2026, 11, 2, 15, 30),
  read: false,
  price: 19.99,
  was: 24.5,
};

function renderList(notices: Notice[]) {
  const store = createStore();
  store.set(authAtom, { user: aUser(), loading: false });
  store.set(noticesAtom, notices);
  render(
    <Provider store={store}>
      <MemoryRouter>
        <NoticesList />
      </MemoryRouter>
    </Provider>,
  );
}

describe('NoticesList', () => {
  it('counts the unread notices in its heading', () => {
    renderList([priceDrop, { ...priceDrop, id: 'n2' }, { ...priceDrop, id: 'n3', read: true }]);
    expect(screen.getByRole('heading', { name: 'Notices (2 unread)' })).toBeVisible();
  });

  it('marks the product’s title inside a notice’s headline as English', () => {
    renderList([priceDrop]);
    const [item] = within(screen.getByRole('list', { name: 'Notices' })).getAllByRole('listitem');
    expect(item).toHaveTextContent('Unread: Price drop: Desk LampNow $19.99, was $24.50.');
    expect(within(item as HTMLElement).getByText('Desk Lamp')).toHaveAttribute('lang', 'en');
  });

  it('says there is nothing yet when there are no notices', () => {
    renderList([]);
    expect(screen.getByRole('heading', { name: 'Notices' })).toBeVisible();
    expect(screen.getByText(/No notices yet/)).toBeVisible();
  });
});
