import { describe, expect, it } from 'vitest';

import { HOSTS, signInWithPassword, upsertAccount } from '../../scripts/lib/emulator-rest.mjs';
import { checkout, SITE } from '../../scripts/lib/shop-client';

/*
 * Sign out everywhere as the browser reaches it: POST /api/revoke-sessions through the Hosting
 * rewrite of the running emulators, then the caller's tokens as the functions and Auth see them.
 */
const AUTH = `http://${HOSTS.auth}`;

interface Session {
  idToken: string;
  refreshToken: string;
}

async function newSession(name: string): Promise<Session> {
  const uid = `revoke-${name}-${Date.now()}`;
  const account = { uid, email: `${uid}@eshop.test`, password: 'Shopper#2026', displayName: name };
  await upsertAccount(account);
  const response = await signInWithPassword(account.email, account.password);
  expect(response.ok).toBe(true);
  return (await response.json()) as Session;
}

const revoke = (token?: string) =>
  fetch(`${SITE}/api/revoke-sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: '{}',
  });

/** Trades a refresh token for a new ID token, as the browser's Auth client does every hour. */
const refresh = (refreshToken: string) =>
  fetch(`${AUTH}/securetoken.googleapis.com/v1/token?key=demo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
  });

describe('POST /api/revoke-sessions', () => {
  it("ends the caller's sessions only: its tokens are refused by the functions, refreshed or not", async () => {
    const caller = await newSession('caller');
    const bystander = await newSession('bystander');
    // Auth counts revocation in whole seconds: the sessions must begin in an earlier one.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const answer = await revoke(caller.idToken);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ revoked: true });

    expect(await checkout({ products: [] }, { token: caller.idToken })).toEqual({
      status: 401,
      body: { error: 'Your session has ended. Please log in again.', code: 'session-revoked' },
    });
    // Firebase refuses to refresh it (TOKEN_EXPIRED); the Auth emulator grants the refresh, but the
    // functions still refuse the new token: it carries the sign-in time from before the revocation.
    const refreshed = await refresh(caller.refreshToken);
    if (refreshed.ok) {
      const { id_token: idToken } = (await refreshed.json()) as { id_token: string };
      expect((await checkout({ products: [] }, { token: idToken })).body).toMatchObject({
        code: 'session-revoked',
      });
    } else {
      expect(JSON.stringify(await refreshed.json())).toContain('TOKEN_EXPIRED');
    }

    // The other account is untouched: its token still passes and still refreshes.
    expect((await checkout({ products: [] }, { token: bystander.idToken })).status).not.toBe(401);
    expect((await refresh(bystander.refreshToken)).status).toBe(200);
  });

  it('refuses a call without a valid token, revoking nothing', async () => {
    expect((await revoke()).status).toBe(401);
    expect((await revoke('not-a-token')).status).toBe(401);
  });

  it('answers only POST', async () => {
    expect((await fetch(`${SITE}/api/revoke-sessions`)).status).toBe(405);
  });
});
