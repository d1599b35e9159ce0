import { describe, expect, it } from 'vitest';

import { changePasswordErrorMessage, SECURITY_MESSAGES } from './security-messages';
import { weakPasswordMessage } from './validation';

const authError = (code: string) => Object.assign(new Error(code), { code });

describe('changePasswordErrorMessage', () => {
  it('names a wrong current password, as either code Auth uses for it', () => {
    expect(changePasswordErrorMessage(authError('auth/wrong-password'))).toBe(SECURITY_MESSAGES.wrongCurrent);
    expect(changePasswordErrorMessage(authError('auth/invalid-credential'))).toBe(
      SECURITY_MESSAGES.wrongCurrent,
    );
  });

  it('gives the register rule for a password Auth finds weak', () => {
    expect(changePasswordErrorMessage(authError('auth/weak-password'))).toBe(weakPasswordMessage());
  });

  it('uses the login words for too many tries and no network', () => {
    expect(changePasswordErrorMessage(authError('auth/too-many-requests'))).toBe(
      'Too many failed attempts. Try again later.',
    );
    expect(changePasswordErrorMessage(authError('auth/network-request-failed'))).toBe(
      'Network error. Please check your internet connection.',
    );
  });

  it('falls back to a plain failure for anything else', () => {
    expect(changePasswordErrorMessage(new Error('boom'))).toBe(SECURITY_MESSAGES.changeFailed);
  });
});
