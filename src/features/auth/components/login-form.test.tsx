import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { toast } from '@/lib/toast';

import { aUser } from '../../../../tests/support/factories';
import { signInWithEmail } from '../api/session';
import { LoginForm } from './login-form';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));
// Firebase Auth stands aside: each test decides what signing in answers.
vi.mock('../api/session', () => ({ signInWithEmail: vi.fn(), signInWithGoogle: vi.fn() }));

function renderLogin(state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginForm /> },
      { path: '/checkout', element: <h1>Checkout</h1> },
      { path: '/dashboard', element: <h1>Profile Information</h1> },
      { path: '/register', element: <h1>Create Account</h1> },
    ],
    { initialEntries: [{ pathname: '/login', state }] },
  );
  render(
    <Provider store={createStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

async function logIn(email = 'sam@shop.com', password = 'Secret#1') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email Address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginForm', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  // Spec §8's eight login errors, word for word; each is answered here as Firebase reports it.
  it.each([
    ['auth/invalid-email', 'The email address is not valid.'],
    ['auth/user-not-found', 'No user found with this email. Please sign up first.'],
    ['auth/wrong-password', 'Incorrect password. Please try again.'],
    ['auth/network-request-failed', 'Network error. Please check your internet connection.'],
    ['auth/email-already-in-use', 'This email is already in use. Try signing in instead.'],
    [
      'auth/account-exists-with-different-credential',
      'An account already exists with this email but a different sign-in method. Try using that method.',
    ],
    ['auth/too-many-requests', 'Too many failed attempts. Try again later.'],
    ['auth/invalid-credential', 'Invalid email or password. Please check your details.'],
  ])('shows the spec message for %s and stays on login', async (code, message) => {
    vi.mocked(signInWithEmail).mockRejectedValue(Object.assign(new Error(code), { code }));
    const router = renderLogin();
    await logIn();
    expect(toast.error).toHaveBeenCalledWith(message);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows nothing for any other sign-in error, and stays on login', async () => {
    vi.mocked(signInWithEmail).mockRejectedValue(
      Object.assign(new Error('auth/internal-error'), { code: 'auth/internal-error' }),
    );
    const router = renderLogin();
    await logIn();
    expect(signInWithEmail).toHaveBeenCalledTimes(1);
    expect(toast.error).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows “Please enter email and password!” without asking Firebase', async () => {
    renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect(toast.error).toHaveBeenCalledWith('Please enter email and password!');
    expect(signInWithEmail).not.toHaveBeenCalled();
  });

  it('shows “Email is not valid!” without asking Firebase', async () => {
    renderLogin();
    await logIn('sam@shop');
    expect(toast.error).toHaveBeenCalledWith('Email is not valid!');
    expect(signInWithEmail).not.toHaveBeenCalled();
  });

  it('returns to the page the guard sent the shopper from', async () => {
    vi.mocked(signInWithEmail).mockResolvedValue(aUser());
    renderLogin({ from: '/checkout' });
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  });

  it('opens the dashboard when the destination is not a page of the shop', async () => {
    vi.mocked(signInWithEmail).mockResolvedValue(aUser());
    renderLogin({ from: '//evil.example/checkout' });
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Profile Information' })).toBeInTheDocument();
  });

  it('keeps the destination when the shopper switches to Register', async () => {
    const router = renderLogin({ from: '/checkout' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Register' }));
    expect(router.state.location.pathname).toBe('/register');
    expect(router.state.location.state).toEqual({ from: '/checkout' });
  });

  it('offers a way back in for a forgotten password', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset-password');
  });
});
