import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';

import { log } from '../logs';
import { laterValidAfter, revokeSessions, type RevokeDeps } from './sessions';

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

/** 2026-03-01 12:00:00.750 UTC: revocation counts the whole second, 12:00:00. */
const NOW = Date.UTC(2026, 2, 1, 12, 0, 0, 750);
const SECOND = Date.UTC(2026, 2, 1, 12, 0, 0);

/** Deps whose calls are recorded in `steps`, in order. */
function recordedDeps(overrides: Partial<RevokeDeps> = {}) {
  const steps: string[] = [];
  const deps: RevokeDeps = {
    verifyIdToken,
    revokeRefreshTokens: vi.fn((uid: string) => {
      steps.push(`revoke ${uid}`);
      return Promise.resolve();
    }),
    sessionsEndedAt: vi.fn(() => Promise.resolve(Date.UTC(2026, 2, 1, 11, 0, 0))),
    recordValidAfter: vi.fn((uid: string, at: number) => {
      steps.push(`record ${uid} ${new Date(at).toISOString()}`);
      return Promise.resolve();
    }),
    accountOf: vi.fn((email: string) => Promise.resolve(email === 'nia@eshop.test' ? 'nia' : undefined)),
    now: () => NOW,
    ...overrides,
  };
  return { deps, steps };
}

const signOutEverywhere = (authorization: string | undefined, deps: RevokeDeps) =>
  revokeSessions({ authorization, body: {} }, deps);

describe('revokeSessions: sign out everywhere', () => {
  it("writes the time Firestore holds tokens to, then revokes the caller's own refresh tokens", async () => {
    const { deps, steps } = recordedDeps();
    const answer = await signOutEverywhere('Bearer token-of-nia', deps);
    expect(answer).toEqual({ status: 200, body: { revoked: true } });
    expect(steps).toEqual([`record nia ${new Date(SECOND).toISOString()}`, 'revoke nia']);
    expect(deps.sessionsEndedAt).not.toHaveBeenCalled();
  });

  it('takes a call without a body as sign out everywhere, as the app has always sent it', async () => {
    const { deps, steps } = recordedDeps();
    const answer = await revokeSessions({ authorization: 'Bearer token-of-nia', body: undefined }, deps);
    expect(answer.status).toBe(200);
    expect(steps).toContain('revoke nia');
  });

  it('refuses with 401 and writes or revokes nothing without a valid token', async () => {
    for (const authorization of [undefined, '', 'token-of-nia', 'Bearer forged', 'Basic token-of-nia']) {
      const { deps, steps } = recordedDeps();
      const answer = await signOutEverywhere(authorization, deps);
      expect(answer).toEqual({
        status: 401,
        body: { error: 'Sign in to sign out everywhere.', code: 'sign-in-to-sign-out-everywhere' },
      });
      expect(steps).toEqual([]);
    }
  });

  it('answers a token of an ended session with the 401 the client signs out on', async () => {
    const { deps, steps } = recordedDeps();
    const answer = await signOutEverywhere('Bearer revoked-token', deps);
    expect(answer).toEqual({
      status: 401,
      body: { error: 'Your session has ended. Please log in again.', code: 'session-revoked' },
    });
    expect(steps).toEqual([]);
  });

  it('says so with 502 when Auth cannot revoke, the time already written so Firestore never lags', async () => {
    const logged = vi.spyOn(log, 'sessionsNotRevoked').mockImplementation(() => undefined);
    const { deps, steps } = recordedDeps({
      revokeRefreshTokens: () => Promise.reject(new Error('Auth is down')),
    });
    const answer = await signOutEverywhere('Bearer token-of-omar', deps);
    expect(answer).toEqual({
      status: 502,
      body: { error: 'Your sessions could not be ended. Please try again.', code: 'sessions-not-ended' },
    });
    expect(steps).toEqual([`record omar ${new Date(SECOND).toISOString()}`]);
    expect(logged).toHaveBeenCalledWith({ uid: 'omar' }, new Error('Auth is down'));
  });

  it('revokes nothing when the time cannot be written: the call can be made again with the same token', async () => {
    vi.spyOn(log, 'sessionsNotRevoked').mockImplementation(() => undefined);
    const { deps, steps } = recordedDeps({
      recordValidAfter: () => Promise.reject(new Error('Firestore is down')),
    });
    expect((await signOutEverywhere('Bearer token-of-omar', deps)).status).toBe(502);
    expect(steps).toEqual([]);
  });

  it('refuses a body it does not understand, ending nothing', async () => {
    for (const body of [{ reason: 'stolen' }, [], 'everywhere', { reason: null }]) {
      const { deps, steps } = recordedDeps();
      const answer = await revokeSessions({ authorization: 'Bearer token-of-nia', body }, deps);
      expect(answer).toEqual({
        status: 400,
        body: { error: 'This request is not understood.', code: 'request-not-understood' },
      });
      expect(steps).toEqual([]);
    }
  });
});

describe('revokeSessions: a password change', () => {
  const passwordChanged = (deps: RevokeDeps, authorization = 'Bearer token-of-nia') =>
    revokeSessions({ authorization, body: { reason: 'password-changed' } }, deps);

  it('copies the time Auth ended the sessions, and revokes nothing more', async () => {
    const endedAt = Date.UTC(2026, 2, 1, 11, 0, 0);
    const { deps, steps } = recordedDeps({ sessionsEndedAt: () => Promise.resolve(endedAt) });
    expect(await passwordChanged(deps)).toEqual({ status: 200, body: { recorded: true } });
    expect(steps).toEqual([`record nia ${new Date(endedAt).toISOString()}`]);
    expect(deps.revokeRefreshTokens).not.toHaveBeenCalled();
  });

  it('writes nothing when Auth has never ended a session of the account', async () => {
    const { deps, steps } = recordedDeps({ sessionsEndedAt: () => Promise.resolve(undefined) });
    expect((await passwordChanged(deps)).status).toBe(200);
    expect(steps).toEqual([]);
  });

  it("reads the caller's own account only", async () => {
    const { deps } = recordedDeps();
    await passwordChanged(deps, 'Bearer token-of-omar');
    expect(deps.sessionsEndedAt).toHaveBeenCalledWith('omar');
  });

  it('refuses a token of an ended session, and a missing one', async () => {
    const { deps, steps } = recordedDeps();
    expect((await passwordChanged(deps, 'Bearer revoked-token')).body).toMatchObject({
      code: 'session-revoked',
    });
    expect((await passwordChanged(deps, 'Bearer forged')).status).toBe(401);
    expect(steps).toEqual([]);
  });

  it('says so with 502 when the time cannot be read or written', async () => {
    const logged = vi.spyOn(log, 'passwordChangeNotRecorded').mockImplementation(() => undefined);
    const { deps } = recordedDeps({ sessionsEndedAt: () => Promise.reject(new Error('Auth is down')) });
    expect((await passwordChanged(deps)).status).toBe(502);
    expect(logged).toHaveBeenCalledWith({ uid: 'nia' }, new Error('Auth is down'));
  });
});

describe('revokeSessions: a password reset', () => {
  const reset = (deps: RevokeDeps, email: unknown = 'nia@eshop.test') =>
    revokeSessions({ authorization: undefined, body: { reason: 'password-reset', email } }, deps);

  it('copies the time Auth ended the sessions of the account the address names, without a token', async () => {
    const { deps, steps } = recordedDeps();
    expect(await reset(deps)).toEqual({ status: 200, body: { recorded: true } });
    expect(deps.sessionsEndedAt).toHaveBeenCalledWith('nia');
    expect(steps).toEqual(['record nia 2026-03-01T11:00:00.000Z']);
    expect(deps.revokeRefreshTokens).not.toHaveBeenCalled();
  });

  it('answers an address without an account the same, writing nothing: it tells nobody who shops here', async () => {
    const { deps, steps } = recordedDeps();
    expect(await reset(deps, 'nobody@eshop.test')).toEqual({ status: 200, body: { recorded: true } });
    expect(steps).toEqual([]);
  });

  it('refuses a reset without a usable address', async () => {
    const { deps } = recordedDeps();
    for (const email of [null, 42, 'no-at-sign', `${'a'.repeat(250)}@x.io`])
      expect((await reset(deps, email)).status).toBe(400);
    expect(deps.accountOf).not.toHaveBeenCalled();
  });

  it('says so with 502 when Auth or Firestore cannot be reached', async () => {
    const logged = vi.spyOn(log, 'passwordResetNotRecorded').mockImplementation(() => undefined);
    const { deps } = recordedDeps({ accountOf: () => Promise.reject(new Error('down')) });
    expect((await reset(deps)).status).toBe(502);
    // The address is the shopper's: the log says what failed, never whose.
    expect(logged).toHaveBeenCalledWith({}, new Error('down'));
  });
});

describe('laterValidAfter', () => {
  const at = Date.UTC(2026, 2, 1, 12, 0, 0);

  it('writes the time on a record that has none, or an earlier one', () => {
    expect(laterValidAfter(undefined, at)).toBe(at);
    expect(laterValidAfter(Timestamp.fromMillis(at - 1000), at)).toBe(at);
  });

  it('never moves the time back, nor writes the same one again', () => {
    expect(laterValidAfter(Timestamp.fromMillis(at + 1000), at)).toBeNull();
    expect(laterValidAfter(Timestamp.fromMillis(at), at)).toBeNull();
  });

  it('replaces a value that is not a time', () => {
    expect(laterValidAfter('2030-01-01', at)).toBe(at);
    expect(laterValidAfter(Number.MAX_SAFE_INTEGER, at)).toBe(at);
  });
});
