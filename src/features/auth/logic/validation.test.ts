import { describe, expect, it } from 'vitest';

import {
  checkLogin,
  checkNewPassword,
  checkRegistration,
  checkResetEmail,
  loginErrorMessage,
} from './validation';

describe('login validation', () => {
  it('asks for both email and password', () => {
    expect(checkLogin('', 'secret')?.message).toBe('Please enter email and password!');
    expect(checkLogin('a@b.co', '')?.message).toBe('Please enter email and password!');
    expect(checkLogin('   ', 'secret')?.message).toBe('Please enter email and password!');
  });

  it('reports a missing field and a bad address as errors', () => {
    expect(checkLogin('', 'secret')?.level).toBe('error');
    expect(checkLogin('sam@shop', 'secret')?.level).toBe('error');
  });

  it('rejects an address without a domain', () => {
    expect(checkLogin('sam@shop', 'secret')?.message).toBe('Email is not valid!');
  });

  it('accepts an ordinary address', () => {
    expect(checkLogin('sam@shop.com', 'secret')).toBeNull();
  });
});

describe('registration validation', () => {
  const strong = 'Abc12#';

  it('asks for all three fields, as an error', () => {
    expect(checkRegistration('', 'a@b.co', strong)).toEqual({
      level: 'error',
      message: 'Please provide data for all fields',
    });
  });

  it('counts a name or an email of only spaces as missing', () => {
    expect(checkRegistration('   ', 'a@b.co', strong)?.message).toBe('Please provide data for all fields');
    expect(checkRegistration('Samuel', '   ', strong)?.message).toBe('Please provide data for all fields');
  });

  it('takes a name of exactly 4 letters, and counts them without the spaces around', () => {
    expect(checkRegistration('Sami', 'a@b.co', strong)).toBeNull();
    expect(checkRegistration(' Sam ', 'a@b.co', strong)?.level).toBe('warning');
  });

  it('warns about a name shorter than 4 letters, with the spec wording', () => {
    expect(checkRegistration('Sam', 'a@b.co', strong)).toEqual({
      level: 'warning',
      message: 'Name should at leats contain 4 letters',
    });
  });

  it('rejects a malformed email', () => {
    expect(checkRegistration('Samuel', 'not-an-email', strong)).toEqual({
      level: 'error',
      message: 'Email is not valid',
    });
  });

  it.each(['abc12#', 'ABC12#', 'Abcde#', 'Abc123', 'Ab1#'])('rejects the weak password %s', (password) => {
    expect(checkRegistration('Samuel', 'a@b.co', password)?.message).toBe(
      'Password must be at least 6 characters and include uppercase, lowercase, number, and special character.',
    );
  });

  it('accepts a complete registration', () => {
    expect(checkRegistration('Samuel', 'a@b.co', strong)).toBeNull();
  });
});

describe('login error messages', () => {
  it('maps known Firebase codes to the spec text', () => {
    expect(loginErrorMessage({ code: 'auth/invalid-credential' })).toBe(
      'Invalid email or password. Please check your details.',
    );
    expect(loginErrorMessage({ code: 'auth/too-many-requests' })).toBe(
      'Too many failed attempts. Try again later.',
    );
  });

  it('shows nothing for other errors', () => {
    expect(loginErrorMessage({ code: 'auth/internal-error' })).toBeUndefined();
    expect(loginErrorMessage(new Error('boom'))).toBeUndefined();
  });
});

describe('new password and reset address', () => {
  it('holds a new password to the registration rule', () => {
    expect(checkNewPassword('abc12#')).toEqual({
      level: 'error',
      message:
        'Password must be at least 6 characters and include uppercase, lowercase, number, and special character.',
    });
    expect(checkNewPassword('Abc12#')).toBeNull();
  });

  it('asks for the reset address, then checks it as login does', () => {
    expect(checkResetEmail('  ')).toEqual({ level: 'error', message: 'Please enter your email address.' });
    expect(checkResetEmail('sam@shop')).toEqual({ level: 'error', message: 'Email is not valid!' });
    expect(checkResetEmail('sam@shop.com')).toBeNull();
  });
});
