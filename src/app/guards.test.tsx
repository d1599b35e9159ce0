import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { authAtom, type UserRecord } from '@/features/auth';

import { aUser } from '../../tests/support/factories';
import { RequireGuest, RequireUser } from './guards';

const sam = aUser({ uid: 'u1', name: 'Sam Shopper', email: 'sam@shop.com' });

type Entry = string | { pathname: string; search?: string; state?: unknown };

function renderAt(path: Entry, user: UserRecord | null, loading = false) {
  const store = createStore();
  store.set(authAtom, { user, loading });
  const router = createMemoryRouter(
    [
      {
        path: '/cart',
        element: (
          <RequireUser>
            <h1>Your Cart</h1>
          </RequireUser>
        ),
      },
      {
        path: '/checkout',
        element: (
          <RequireUser>
            <h1>Checkout</h1>
          </RequireUser>
        ),
      },
      {
        path: '/login',
        element: (
          <RequireGuest>
            <h1>Welcome Back</h1>
            <ShownState />
          </RequireGuest>
        ),
      },
      { path: '/dashboard', element: <h1>Profile Information</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

/** The login page's router state, shown so a test can read what the guard carried. */
function ShownState() {
  return <output>{JSON.stringify(useLocation().state)}</output>;
}

describe('route guards', () => {
  it('sends a signed-out visitor from the cart to login', () => {
    renderAt('/cart', null);
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('lets a signed-in user into the cart', () => {
    renderAt('/cart', sam);
    expect(screen.getByRole('heading', { name: 'Your Cart' })).toBeInTheDocument();
  });

  it('sends a signed-in user from login to the dashboard', () => {
    renderAt('/login', sam);
    expect(screen.getByRole('heading', { name: 'Profile Information' })).toBeInTheDocument();
  });

  it('waits for the session before deciding', () => {
    renderAt('/cart', null, true);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('carries the page a signed-out visitor asked for, with its query, to login', () => {
    renderAt({ pathname: '/checkout', search: '?step=billing' }, null);
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('{"from":"/checkout?step=billing"}');
  });

  it('sends a signed-in user on login back to the page they were sent from', () => {
    renderAt({ pathname: '/login', state: { from: '/checkout' } }, sam);
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  });

  it.each(['//evil.example/checkout', 'https://evil.example', '/\\evil.example'])(
    'ignores the foreign destination %s and opens the dashboard',
    (from) => {
      renderAt({ pathname: '/login', state: { from } }, sam);
      expect(screen.getByRole('heading', { name: 'Profile Information' })).toBeInTheDocument();
    },
  );
});
