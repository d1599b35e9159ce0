import { describe, expect, it } from 'vitest';

import {
  readDocument,
  signInWithPassword,
  upsertAccount,
  writeDocuments,
} from '../../scripts/lib/emulator-rest.mjs';
import { SITE } from '../../scripts/lib/shop-client';
import { aBilling } from '../support/factories';

/*
 * Delete account as the browser reaches it: POST /api/delete-account through the Hosting rewrite
 * of the running emulators, then the account, its record and its orders as Auth and Firestore see
 * them.
 */

interface Account {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

/** An account with a Users record and one order, freshly signed in. */
async function newAccount(name: string): Promise<Account> {
  const uid = `delete-${name}-${Date.now()}`;
  const account = { uid, email: `${uid}@eshop.test`, password: 'Shopper#2026', displayName: name };
  await upsertAccount(account);
  await writeDocuments([
    {
      path: `Users/${uid}`,
      data: { uid, name, email: account.email, cart: [], orders: [], userType: 'normal' },
    },
    {
      path: `Orders/${uid}-order`,
      data: {
        uid,
        lines: [{ id: 1, title: 'A thing', variant: 'Off White', quantity: 2, unitPrice: 5, image: '' }],
        billing: aBilling({ email: account.email, zip: '10001', orderNotes: 'Leave it with Omar next door' }),
        subtotal: 10,
        shipping: 10,
        total: 20,
        currency: 'usd',
        status: 'paid',
        sessionId: 'cs_test_kept',
      },
    },
  ]);
  const response = await signInWithPassword(account.email, account.password);
  expect(response.ok).toBe(true);
  const { idToken } = (await response.json()) as { idToken: string };
  return { ...account, idToken };
}

const deleteAccount = (token?: string) =>
  fetch(`${SITE}/api/delete-account`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    // The uid comes from the token alone: a uid in the body is ignored.
    body: JSON.stringify({ uid: 'someone-else' }),
  });

describe('POST /api/delete-account', () => {
  it("deletes the caller's account and record, keeps its orders without name or contact details, and touches no one else", async () => {
    const caller = await newAccount('caller');
    const bystander = await newAccount('bystander');

    const answer = await deleteAccount(caller.idToken);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ deleted: true });

    expect(await readDocument(`Users/${caller.uid}`)).toBeUndefined();
    const order = (await readDocument(`Orders/${caller.uid}-order`)) as Record<string, unknown>;
    expect(order).toMatchObject({
      uid: caller.uid,
      status: 'paid',
      total: 20,
      subtotal: 10,
      accountDeleted: true,
    });
    expect(order.billing).toEqual({ country: 'UK' });
    expect(order.lines).toHaveLength(1);
    expect(order.history).toEqual([expect.objectContaining({ event: 'account-deleted', status: 'paid' })]);
    const refused = await signInWithPassword(caller.email, caller.password);
    expect(refused.ok).toBe(false);
    expect(JSON.stringify(await refused.json())).toContain('EMAIL_NOT_FOUND');

    expect(await readDocument(`Users/${bystander.uid}`)).toMatchObject({ name: 'bystander' });
    expect(
      ((await readDocument(`Orders/${bystander.uid}-order`)) as { billing: unknown }).billing,
    ).toMatchObject({
      firstname: 'Nia',
      email: bystander.email,
    });
    expect((await signInWithPassword(bystander.email, bystander.password)).ok).toBe(true);
  });

  it('refuses a call without a valid token, deleting nothing', async () => {
    const bystander = await newAccount('untouched');
    for (const token of [undefined, 'forged']) {
      const answer = await deleteAccount(token);
      expect(answer.status).toBe(401);
    }
    expect(await readDocument(`Users/${bystander.uid}`)).toBeDefined();
    expect((await fetch(`${SITE}/api/delete-account`)).status).toBe(405);
  });
});
