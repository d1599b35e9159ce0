import { describe, expect, it } from 'vitest';

import { verificationErrorMessage } from './email-verification-messages';

const fallback = 'The link could not be sent. Please try again.';

describe('verificationErrorMessage', () => {
  it("gives the spec's words for a network failure and for too many attempts", () => {
    expect(verificationErrorMessage({ code: 'auth/network-request-failed' }, fallback)).toBe(
      'Network error. Please check your internet connection.',
    );
    expect(verificationErrorMessage({ code: 'auth/too-many-requests' }, fallback)).toBe(
      'Too many failed attempts. Try again later.',
    );
  });

  it("says the banner's own words for any other failure, even one the login form has words for", () => {
    expect(verificationErrorMessage({ code: 'auth/invalid-email' }, fallback)).toBe(fallback);
    expect(verificationErrorMessage({ code: 'auth/internal-error' }, fallback)).toBe(fallback);
    expect(verificationErrorMessage(new Error('boom'), fallback)).toBe(fallback);
  });
});
