import { describe, expect, it } from 'vitest';

import {
  HOSTS,
  PROJECT_ID,
  readDocument,
  signInWithPassword,
  upsertAccount,
  writeDocuments,
} from '../../scripts/lib/emulator-rest.mjs';
import { checkout, SITE } from '../../scripts/lib/shop-client';

/*
 * Sign out everywhere as the browser reaches it: POST /api/revoke-sessions through the Hosting
 * rewrite of the running emulators, then the caller's tokens as the functions, Auth and the
 * Firestore rules see them; and a password change, recorded the way the Security tab does it.
 */
const AUTH = `http://${HOSTS.auth}`;
const PASSWORD = 'Shopper#2026';

interface Session {
  idToken: string;
  refreshToken: string;
  localId: string;
  email: string;
}

/** A new account with its Users record and an order, signed in once. */
async function newSession(name: string): Promise<Session> {
  const uid = `revoke-${name}-${Date.now()}`;
  const account = { uid, email: `${uid}@eshop.test`, password: PASSWORD, displayName: name };
  await upsertAccount(account);
  await writeDocuments([
    {
      path: `Users/${uid}`,
      data: {
        uid,
        name,
        email: account.email,
        photoURL: '',
        cart: [],
        orders: [],
        wishlist: [],
        userType: 'normal',
      },
    },
    { path: `Orders/order-of-${uid}`, data: { uid, status: 'paid', total: 20 } },
  ]);
  return signIn(account.email);
}

/** Signs the account in again, as another device (or the same one re-authenticating) does. */
async function signIn(email: string, password = PASSWORD): Promise<Session> {
  const response = await signInWithPassword(email, password);
  expect(response.ok).toBe(true);
  return (await response.json()) as Session;
}

const revoke = (token?: string, body: object = {}) =>
  fetch(`${SITE}/api/revoke-sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

/** The HTTP status Firestore answers a session reading one of its own documents, rules applied. */
const firestoreRead = async (session: Session, path: string) =>
  (
    await fetch(`http://${HOSTS.firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`, {
      headers: { Authorization: `Bearer ${session.idToken}` },
    })
  ).status;

/** What Firestore lets a session do with its account's record and its order: statuses. */
const reach = async (session: Session) => [
  await firestoreRead(session, `Users/${session.localId}`),
  await firestoreRead(session, `Orders/order-of-${session.localId}`),
];

/** Changes the password as the Security tab does (Firebase's JS SDK calls, over REST). */
async function changePassword(session: Session, next: string): Promise<Session> {
  const current = await signIn(session.email);
  const changed = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken: current.idToken, password: next, returnSecureToken: true }),
  });
  expect(changed.ok).toBe(true);
  return signIn(session.email, next);
}

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

  it("reaches Firestore: the caller's old token is refused its record and orders, a new sign-in is not", async () => {
    const caller = await newSession('firestore-caller');
    const bystander = await newSession('firestore-bystander');
    expect(await reach(caller)).toEqual([200, 200]);
    await new Promise((resolve) => setTimeout(resolve, 1100));

    expect((await revoke(caller.idToken)).status).toBe(200);
    expect(await reach(caller)).toEqual([403, 403]);
    const record = await readDocument(`Users/${caller.localId}`);
    expect(record?.sessionsValidAfter).toEqual(expect.any(String));

    expect(await reach(await signIn(caller.email))).toEqual([200, 200]);
    expect(await reach(bystander)).toEqual([200, 200]);
  });

  it('records a password change: other devices are refused by Firestore and the functions, this one is not', async () => {
    const otherDevice = await newSession('password');
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const thisDevice = await changePassword(otherDevice, 'Changed#2027');
    const answer = await revoke(thisDevice.idToken, { reason: 'password-changed' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ recorded: true });

    expect(await reach(otherDevice)).toEqual([403, 403]);
    expect((await checkout({ products: [] }, { token: otherDevice.idToken })).body).toMatchObject({
      code: 'session-revoked',
    });
    expect(await reach(thisDevice)).toEqual([200, 200]);
    expect((await checkout({ products: [] }, { token: thisDevice.idToken })).status).not.toBe(401);
  });

  it('records a password reset by the address, without a token: every session before it is refused by Firestore', async () => {
    const stolen = await newSession('reset');
    await new Promise((resolve) => setTimeout(resolve, 1100));

    // The reset as the emailed link completes it (Firebase's JS SDK calls, over REST).
    const sent = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=demo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ requestType: 'PASSWORD_RESET', email: stolen.email }),
    });
    expect(sent.ok).toBe(true);
    const { oobCodes } = (await (
      await fetch(`${AUTH}/emulator/v1/projects/${PROJECT_ID}/oobCodes`)
    ).json()) as { oobCodes: { email: string; requestType: string; oobCode: string }[] };
    const code = oobCodes.findLast(
      (sent) => sent.email === stolen.email && sent.requestType === 'PASSWORD_RESET',
    );
    const reset = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ oobCode: code?.oobCode, newPassword: 'Reset#2027' }),
    });
    expect(reset.ok).toBe(true);
    // Auth alone does not reach Firestore: the token taken before the reset still reads.
    expect(await reach(stolen)).toEqual([200, 200]);

    const answer = await revoke(undefined, { reason: 'password-reset', email: stolen.email });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ recorded: true });
    expect(await reach(stolen)).toEqual([403, 403]);
    expect(await reach(await signIn(stolen.email, 'Reset#2027'))).toEqual([200, 200]);
    // An address without an account gets the same answer.
    const unknown = await revoke(undefined, { reason: 'password-reset', email: 'nobody-here@eshop.test' });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ recorded: true });
  });

  it('refuses a call without a valid token, revoking nothing', async () => {
    expect((await revoke()).status).toBe(401);
    expect((await revoke('not-a-token')).status).toBe(401);
  });

  it('answers only POST', async () => {
    expect((await fetch(`${SITE}/api/revoke-sessions`)).status).toBe(405);
  });
});
