import { describe, expect, it } from 'vitest';

import { authErrorCode } from './auth-error-code';

describe('authErrorCode', () => {
  it('reads the code of a Firebase Auth error', () => {
    expect(authErrorCode({ code: 'auth/wrong-password', message: 'Firebase: Error' })).toBe(
      'auth/wrong-password',
    );
  });

  it('gives an empty code for an error without one', () => {
    expect(authErrorCode(new Error('boom'))).toBe('');
    expect(authErrorCode({})).toBe('');
  });

  it('gives an empty code for what is not an object', () => {
    expect(authErrorCode(null)).toBe('');
    expect(authErrorCode(undefined)).toBe('');
    expect(authErrorCode('auth/wrong-password')).toBe('');
    expect(authErrorCode(42)).toBe('');
  });
});
