import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';

import { aBilling } from '../../../tests/support/domain-factories';
import { RECENT_SIGN_IN_MS } from '../config';
import { log } from '../logs';
import { deleteAccount, type DeleteAccountDeps } from './delete-account';

const NOW = 1_800_000_000_000;
const seconds = (ms: number) => Math.floor(ms / 1000);
const tokens: Record<string, { uid: string; auth_time: number }> = {
  'token-of-nia': { uid: 'nia', auth_time: seconds(NOW - 60_000) },
  'stale-token-of-nia': { uid: 'nia', auth_time: seconds(NOW - RECENT_SIGN_IN_MS - 60_000) },
};

const verifyIdToken = (token: string) =>
  token in tokens
    ? Promise.resolve(tokens[token] ?? { uid: '' })
    : Promise.reject(
        Object.assign(new Error('nope'), {
          code: token === 'revoked-token' ? 'auth/id-token-revoked' : 'auth/argument-error',
        }),
      );

/** Just enough of Firestore for the function: Orders by uid, a batch of updates, Users deletes (with what is under them). */
function fakeDb(orders: Record<string, Record<string, unknown>>) {
  const deleted: string[] = [];
  const db = {
    collection: (name: string) => ({
      where: (_field: string, _op: string, uid: string) => ({
        get: () =>
          Promise.resolve({
            docs: Object.entries(orders)
              .filter(([, order]) => order.uid === uid)
              .map(([id, order]) => ({ ref: id, get: (field: string) => order[field] })),
          }),
      }),
      doc: (id: string) => `${name}/${id}`,
    }),
    recursiveDelete: (path: string) => {
      deleted.push(path);
      return Promise.resolve();
    },
    batch: () => {
      const updates: [string, Record<string, unknown>][] = [];
      return {
        update: (ref: string, change: Record<string, unknown>) => updates.push([ref, change]),
        commit: () => {
          for (const [ref, change] of updates) {
            const { history: _history, ...rest } = change;
            orders[ref] = { ...orders[ref], ...rest };
          }
          return Promise.resolve();
        },
      };
    },
  };
  return { db: db as unknown as Firestore, deleted };
}

const deps = (overrides: Partial<DeleteAccountDeps> = {}): DeleteAccountDeps => ({
  db: fakeDb({}).db,
  verifyIdToken,
  deleteUser: vi.fn(() => Promise.resolve()),
  now: () => NOW,
  ...overrides,
});

/** Every field filled in, so anonymising has something to remove from each. */
const billing = aBilling({ zip: '1234', orderNotes: 'Leave it with the neighbour.' });

describe('deleteAccount', () => {
  it("anonymises the caller's orders, deletes its record and then its Auth user, and no one else's", async () => {
    const orders = {
      mine: { uid: 'nia', billing, total: 20, status: 'paid' },
      theirs: { uid: 'omar', billing, total: 30, status: 'paid' },
    };
    const { db, deleted } = fakeDb(orders);
    const deleteUser = vi.fn(() => Promise.resolve());
    const answer = await deleteAccount({ authorization: 'Bearer token-of-nia' }, deps({ db, deleteUser }));
    expect(answer).toEqual({ status: 200, body: { deleted: true } });
    expect(orders.mine).toEqual({
      uid: 'nia',
      billing: { country: 'UK' },
      total: 20,
      status: 'paid',
      accountDeleted: true,
    });
    expect(orders.theirs.billing).toBe(billing);
    expect(deleted).toEqual(['Users/nia']);
    expect(deleteUser).toHaveBeenCalledExactlyOnceWith('nia');
  });

  it('refuses with 401 and deletes nothing without a valid token', async () => {
    for (const authorization of [undefined, '', 'token-of-nia', 'Bearer forged']) {
      const deleteUser = vi.fn(() => Promise.resolve());
      const answer = await deleteAccount({ authorization }, deps({ deleteUser }));
      expect(answer).toEqual({
        status: 401,
        body: { error: 'Sign in to delete your account.', code: 'sign-in-to-delete-account' },
      });
      expect(deleteUser).not.toHaveBeenCalled();
    }
  });

  it('answers a revoked session with the 401 the client signs out on', async () => {
    const answer = await deleteAccount({ authorization: 'Bearer revoked-token' }, deps());
    expect(answer.body).toMatchObject({ code: 'session-revoked' });
  });

  it('refuses a sign-in older than a few minutes: the shopper confirms it is them first', async () => {
    const deleteUser = vi.fn(() => Promise.resolve());
    const answer = await deleteAccount({ authorization: 'Bearer stale-token-of-nia' }, deps({ deleteUser }));
    expect(answer).toMatchObject({ status: 403, body: { code: 'recent-sign-in-needed' } });
    expect(deleteUser).not.toHaveBeenCalled();
  });

  it('answers 502 when a step fails, so a retry can finish the job', async () => {
    const deleteUser = vi.fn(() => Promise.reject(new Error('Auth is down')));
    const logged = vi.spyOn(log, 'accountDeletionFailed').mockImplementation(() => undefined);
    const answer = await deleteAccount({ authorization: 'Bearer token-of-nia' }, deps({ deleteUser }));
    expect(answer.status).toBe(502);
    expect(logged).toHaveBeenCalledWith({ uid: 'nia' }, new Error('Auth is down'));
  });
});
