import 'fake-indexeddb/auto';

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider, useAtomValue } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { authAtom, type UserRecord } from '@/features/auth';

import { aUser } from '../../../../tests/support/factories';
import { ProfilePanel } from './profile-panel';

const writeProfile = vi.fn<(uid: string, profile: unknown) => Promise<void>>();
vi.mock('@/features/profile/api/write-profile', () => ({
  writeProfile: (uid: string, profile: unknown) => writeProfile(uid, profile),
}));

/** The panel as the dashboard shows it: for the signed-in shopper of the store. */
function SignedInPanel() {
  const user = useAtomValue(authAtom).user;
  return user ? <ProfilePanel user={user} onLogout={() => undefined} /> : null;
}

function renderPanel(
  user: UserRecord = aUser({ uid: 'alice', name: 'Alice Able', email: 'alice@eshop.test' }),
) {
  const store = createStore();
  store.set(authAtom, { user, loading: false });
  render(
    <Provider store={store}>
      <SignedInPanel />
    </Provider>,
  );
  return { store, user: userEvent.setup() };
}

beforeEach(() => {
  vi.clearAllMocks();
  writeProfile.mockResolvedValue(undefined);
});

describe('ProfilePanel', () => {
  it('shows phone, address, country and zip only when the account has them', () => {
    renderPanel(aUser({ name: 'Alice Able', phone: '+15550100', country: 'USA' }));
    expect(screen.getByTestId('profile-phone')).toHaveTextContent('+15550100');
    expect(screen.getByTestId('profile-country')).toHaveTextContent('USA');
    expect(screen.queryByText('Address')).toBeNull();
    expect(screen.queryByText('Zip Code')).toBeNull();
  });

  it('names each problem beside its field, focuses the first, and saves nothing', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('Full Name'));
    await user.type(screen.getByLabelText('Phone Number (optional)'), '12-ab');
    await user.type(screen.getByLabelText('Zip Code (optional)'), '12');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription('Full name is required');
    expect(screen.getByLabelText('Phone Number (optional)')).toHaveAccessibleDescription(
      'Enter a valid phone number',
    );
    expect(screen.getByLabelText('Zip Code (optional)')).toHaveAccessibleDescription(
      'Zip code must be numeric (4–10 digits)',
    );
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(writeProfile).not.toHaveBeenCalled();
  });

  it('saves the edit to the account, shows it and says so, with focus back on Edit Profile', async () => {
    const { store, user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('Full Name'));
    await user.type(screen.getByLabelText('Full Name'), 'Alice B. Able');
    await user.type(screen.getByLabelText('Phone Number (optional)'), '+1 555 0100 99');
    await user.type(screen.getByLabelText('Address (optional)'), '1 Main Street');
    await user.selectOptions(screen.getByLabelText('Country (optional)'), 'USA');
    await user.type(screen.getByLabelText('Zip Code (optional)'), '10001');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Profile saved.')).toHaveRole('status');
    const saved = {
      name: 'Alice B. Able',
      phone: '+1 555 0100 99',
      address: '1 Main Street',
      country: 'USA',
      zip: '10001',
    };
    expect(writeProfile).toHaveBeenCalledWith(store.get(authAtom).user?.uid, saved);
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Alice B. Able');
    expect(screen.getByTestId('profile-address')).toHaveTextContent('1 Main Street');
    expect(screen.getByTestId('profile-zip')).toHaveTextContent('10001');
    expect(store.get(authAtom).user).toMatchObject(saved);
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
  });

  it('offline, keeps the edit on the device and says it will be sent when back online', async () => {
    const { user } = renderPanel();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
      await user.type(screen.getByLabelText('Zip Code (optional)'), '10001');
      await user.click(screen.getByRole('button', { name: 'Save Profile' }));
      expect(await screen.findByRole('status')).toHaveTextContent(
        /sent to your account when you are back online/,
      );
      expect(screen.getByTestId('profile-zip')).toHaveTextContent('10001');
      expect(writeProfile).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('says so when the account refuses the edit, and keeps the form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    writeProfile.mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your profile could not be saved. Please try again.',
    );
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeInTheDocument();
  });

  it('leaves the profile as it was on Cancel', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.type(screen.getByLabelText('Full Name'), ' Changed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Alice Able');
    expect(writeProfile).not.toHaveBeenCalled();
  });
});
