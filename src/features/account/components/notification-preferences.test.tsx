import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider, useAtomValue } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { authAtom } from '@/features/auth';

import { aUser } from '../../../../tests/support/factories';
import { NotificationPreferencesForm } from './notification-preferences';

const writeNotificationPreferences = vi.fn<(uid: string, preferences: unknown) => Promise<void>>();
vi.mock('../api/notification-preferences', () => ({
  writeNotificationPreferences: (uid: string, preferences: unknown) =>
    writeNotificationPreferences(uid, preferences),
}));

/** The switches as the Settings tab shows them: for the record the session holds now. */
function SignedInForm() {
  const user = useAtomValue(authAtom).user;
  return user ? <NotificationPreferencesForm user={user} /> : null;
}

function renderForm() {
  const store = createStore();
  // The device's copy of the record, as the session hands it first: nothing ticked.
  store.set(authAtom, { user: aUser({ uid: 'alice', notifications: {} }), loading: false });
  render(
    <Provider store={store}>
      <SignedInForm />
    </Provider>,
  );
  return store;
}

beforeEach(() => {
  vi.clearAllMocks();
  writeNotificationPreferences.mockResolvedValue(undefined);
});

describe('NotificationPreferencesForm', () => {
  it('follows the account’s own record when it replaces the device’s copy', () => {
    const store = renderForm();
    const priceDrops = screen.getByRole('checkbox', { name: 'Price drops' });
    expect(priceDrops).not.toBeChecked();

    act(() =>
      store.set(authAtom, {
        user: aUser({ uid: 'alice', notifications: { priceDrops: true } }),
        loading: false,
      }),
    );

    expect(priceDrops).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Order updates' })).not.toBeChecked();
  });

  it('keeps a switch the shopper turned on once the write is saved', async () => {
    renderForm();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Order updates' }));

    expect(await screen.findByText('Your notification preferences have been saved.')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Order updates' })).toBeChecked();
    expect(writeNotificationPreferences).toHaveBeenCalledWith('alice', { orderUpdates: true });
  });
});
