import { describe, expect, it, vi } from 'vitest';

import { revokeSessions, type RevokeDeps } from './sessions';

const tokens: Record<string, string> = { 'token-of-nia': 'nia', 'token-of-omar': 'omar' };

/** Verifies the two known tokens; a third is revoked; anything else is not a token. */
const verifyIdToken = (token: string) =>
  token in tokens
    ? Promise.resolve({ uid: tokens[token] ?? '' })
    : Promise.reject(
        Object.assign(new Error('nope'), {
          code: token === 'revoked-token' ? 'auth/id-token-revoked' : 'auth/argument-error',
        }),
      );

const deps = (overrides: Partial<RevokeDeps> = {}): RevokeDeps => ({
  verifyIdToken,
  revokeRefreshTokens: vi.fn(() => Promise.resolve()),
  ...overrides,
});

describe('revokeSessions', () => {
  it("revokes the caller's own refresh tokens and no one else's", async () => {
    const revokeRefreshTokens = vi.fn(() => Promise.resolve());
    const answer = await revokeSessions(
      { authorization: 'Bearer token-of-nia' },
      deps({ revokeRefreshTokens }),
    );
    expect(answer).toEqual({ status: 200, body: { revoked: true } });
    expect(revokeRefreshTokens).toHaveBeenCalledTimes(1);
    expect(revokeRefreshTokens).toHaveBeenCalledWith('nia');
  });

  it('refuses with 401 and revokes nothing without a valid token', async () => {
    for (const authorization of [undefined, '', 'token-of-nia', 'Bearer forged', 'Basic token-of-nia']) {
      const revokeRefreshTokens = vi.fn(() => Promise.resolve());
      const answer = await revokeSessions({ authorization }, deps({ revokeRefreshTokens }));
      expect(answer).toEqual({ status: 401, body: { error: 'Sign in to sign out everywhere.' } });
      expect(revokeRefreshTokens).not.toHaveBeenCalled();
    }
  });

  it('answers a token of an ended session with the 401 the client signs out on', async () => {
    const revokeRefreshTokens = vi.fn(() => Promise.resolve());
    const answer = await revokeSessions(
      { authorization: 'Bearer revoked-token' },
      deps({ revokeRefreshTokens }),
    );
    expect(answer).toEqual({
      status: 401,
      body: { error: 'Your session has ended. Please log in again.', code: 'session-revoked' },
    });
    expect(revokeRefreshTokens).not.toHaveBeenCalled();
  });

  it('says so with 502 when Auth cannot revoke', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await revokeSessions(
      { authorization: 'Bearer token-of-omar' },
      deps({ revokeRefreshTokens: () => Promise.reject(new Error('Auth is down')) }),
    );
    expect(answer).toEqual({
      status: 502,
      body: { error: 'Your sessions could not be ended. Please try again.' },
    });
  });
});
