import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { authAtom } from '@/features/auth';

import { aUser } from '../../../../tests/support/factories';
import { settledAuth } from './use-add-to-cart';

const shopper = aUser({ uid: 'u1', name: 'Sam Shopper' });

describe('settledAuth', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers at once when the session is known', async () => {
    const store = createStore();
    store.set(authAtom, { user: shopper, loading: false });
    await expect(settledAuth(store)).resolves.toMatchObject({ user: { name: 'Sam Shopper' } });
  });

  it('waits for a session still being restored, so a signed-in shopper is not told to log in', async () => {
    const store = createStore();
    const answer = settledAuth(store);
    store.set(authAtom, { user: null, loading: true });
    store.set(authAtom, { user: shopper, loading: false });
    await expect(answer).resolves.toMatchObject({ user: { uid: 'u1' }, loading: false });
  });

  it('gives up after 10 s and treats the visitor as signed out', async () => {
    vi.useFakeTimers();
    const store = createStore();
    const answer = settledAuth(store);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(answer).resolves.toMatchObject({ user: null, loading: true });
  });
});
