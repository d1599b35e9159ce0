import { describe, expect, it } from 'vitest';

import {
  isLinkUnusable,
  PASSWORD_RESET_MESSAGES,
  resetErrorMessage,
  sendResetErrorMessage,
} from './password-reset-messages';

const failure = (code: string) => ({ code });

describe('asking for a reset link', () => {
  it('names a refused address, a lost connection and too many requests as the login form does', () => {
    expect(sendResetErrorMessage(failure('auth/invalid-email'))).toBe('The email address is not valid.');
    expect(sendResetErrorMessage(failure('auth/network-request-failed'))).toBe(
      'Network error. Please check your internet connection.',
    );
    expect(sendResetErrorMessage(failure('auth/too-many-requests'))).toBe(
      'Too many failed attempts. Try again later.',
    );
  });

  it('never echoes the login form’s “no user found”, and says plainly when anything else fails', () => {
    expect(sendResetErrorMessage(failure('auth/user-not-found'))).toBe(PASSWORD_RESET_MESSAGES.sendFailed);
    expect(sendResetErrorMessage(new Error('boom'))).toBe(PASSWORD_RESET_MESSAGES.sendFailed);
  });
});

describe('using a reset link', () => {
  it.each([
    'auth/expired-action-code',
    'auth/invalid-action-code',
    'auth/user-disabled',
    'auth/user-not-found',
  ])('takes %s for a link that cannot be used any more', (code) => {
    expect(resetErrorMessage(failure(code))).toBe('This reset link has expired or has already been used.');
    expect(isLinkUnusable(failure(code))).toBe(true);
  });

  it('gives the spec’s password rule when Auth refuses the password', () => {
    expect(resetErrorMessage(failure('auth/weak-password'))).toBe(
      'Password must be at least 6 characters and include uppercase, lowercase, number, and special character.',
    );
  });

  it('keeps the link usable after a network failure', () => {
    expect(resetErrorMessage(failure('auth/network-request-failed'))).toBe(
      'Network error. Please check your internet connection.',
    );
    expect(isLinkUnusable(failure('auth/network-request-failed'))).toBe(false);
    expect(resetErrorMessage(new Error('boom'))).toBe(PASSWORD_RESET_MESSAGES.resetFailed);
  });
});
