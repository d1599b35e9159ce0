import { atom, createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createSyncEngine, type FollowOptions, type Session } from './sync-engine';

const A = 'shopper-a';
const B = 'shopper-b';

/** What a promise-returning step waits on, resolved by the test when it chooses. */
function aGate<T>() {
  let open!: (value: T) => void;
  const opened = new Promise<T>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * A list kept for the account: a set of ids, each account's on a fake server, and this device's
 * changes queued in an outbox. Adopting merges the two (the union) and flushing adds the queued
 * ids to the account; each step is logged, so the order the engine runs them in can be read.
 */
function aList({ lockName = `test-${Math.random()}` } = {}) {
  const accounts = new Map<string, string[]>([
    [A, ['a1']],
    [B, ['b1']],
  ]);
  const device = { ids: ['d1'], queued: ['d1'] };
  const log: string[] = [];
  let online = true;
  const gates = new Map<string, Promise<unknown>>();
  const engine = createSyncEngine({
    lockName,
    what: 'the test list',
    isOnline: () => online,
    async flush(uid): Promise<'saved' | 'nothing'> {
      log.push(`flush ${uid} starts`);
      await gates.get(`flush ${uid}`);
      const queued = device.queued;
      log.push(`flush ${uid} ends`);
      if (queued.length === 0) return 'nothing';
      accounts.set(uid, [...new Set([...(accounts.get(uid) ?? []), ...queued])]);
      device.queued = [];
      return 'saved';
    },
    async adopt(uid) {
      log.push(`adopt ${uid} starts`);
      await gates.get(`adopt ${uid}`);
      const account = accounts.get(uid);
      log.push(`adopt ${uid} ends`);
      if (!account) throw new Error('unreachable');
      device.ids = [...new Set([...account, ...device.ids])];
      return device.ids;
    },
  });
  return {
    engine,
    accounts,
    device,
    log,
    /** Holds `step` ("adopt shopper-a") until the gate returned is opened. */
    hold(step: string) {
      const gate = aGate<undefined>();
      gates.set(step, gate.opened);
      return gate;
    },
    /** The shopper adds `id` on this device: shown at once, and queued for the account. */
    change(id: string) {
      device.ids.push(id);
      device.queued.push(id);
    },
    goOffline: () => (online = false),
    /** The browser's `online` event, as the connection returns. */
    goOnline() {
      online = true;
      window.dispatchEvent(new Event('online'));
    },
  };
}

const sessionAtom = atom<Session>({ user: null, loading: true });
const signedIn = (uid: string): Session => ({ user: { uid }, loading: false });
const signedOut: Session = { user: null, loading: false };

let store: ReturnType<typeof createStore>;

/** Follows `sessionAtom` for `list`, with spies for what is shown and what happens at sign-out. */
function follow(list: ReturnType<typeof aList>, options: Partial<FollowOptions<string[]>> = {}) {
  const show = vi.fn<(ids: string[], uid: string) => void>();
  const onSignedOut = vi.fn();
  const following = list.engine.follow(store, sessionAtom, {
    show,
    adoptFailed: 'The test list could not be read.',
    signedOut: onSignedOut,
    ...options,
  });
  return { show, onSignedOut, following };
}

/** Lets every step started so far run to its end. */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** Shopper A signed in and followed, with the first merge and flush done. */
async function followSignedIn(
  list: ReturnType<typeof aList>,
  options: Partial<FollowOptions<string[]>> = {},
) {
  store.set(sessionAtom, signedIn(A));
  const followed = follow(list, options);
  await settle();
  return followed;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', new EventTarget());
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  store = createStore();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('following the signed-in account', () => {
  it('waits for the session, then shows the merged list and flushes what this device queued', async () => {
    const list = aList();
    const { show, onSignedOut } = follow(list);
    await settle();
    // Not known yet is not signed out: an account's list is not cleared before the session is read.
    expect(list.log).toEqual([]);
    expect(onSignedOut).not.toHaveBeenCalled();

    store.set(sessionAtom, signedIn(A));
    await settle();
    expect(show).toHaveBeenCalledWith(['a1', 'd1'], A);
    expect(list.log).toEqual([
      `adopt ${A} starts`,
      `adopt ${A} ends`,
      `flush ${A} starts`,
      `flush ${A} ends`,
    ]);
    expect(list.accounts.get(A)).toEqual(['a1', 'd1']);
  });

  it('keeps a change queued offline, and flushes it when the connection returns', async () => {
    const list = aList();
    const { show } = await followSignedIn(list);
    list.goOffline();
    list.change('d2');
    list.engine.flusher.poke();
    await settle();
    expect(list.accounts.get(A)).toEqual(['a1', 'd1']);

    list.accounts.set(A, ['a1', 'd1', 'a2']); // another device's change, meanwhile
    list.goOnline();
    await settle();
    expect(list.accounts.get(A)).toEqual(['a1', 'd1', 'a2', 'd2']);
    expect(show).toHaveBeenLastCalledWith(['a1', 'd1', 'a2', 'd2'], A);
  });

  it('stops following the old account when another signs in: its late merge is not shown, nor flushed', async () => {
    const list = aList();
    const slowA = list.hold(`adopt ${A}`);
    const { show } = await followSignedIn(list);

    store.set(sessionAtom, signedIn(B));
    slowA.open(undefined);
    await settle();
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith(expect.any(Array), B);
    expect(list.log.filter((step) => step.startsWith('flush'))).toEqual([
      `flush ${B} starts`,
      `flush ${B} ends`,
    ]);
    expect(list.accounts.get(A)).toEqual(['a1']);
  });

  it('stops the flusher at sign-out and lets the list leave the device', async () => {
    const list = aList();
    const { onSignedOut, following } = await followSignedIn(list);
    store.set(sessionAtom, signedOut);
    list.log.length = 0;
    list.change('d2');
    list.engine.flusher.poke();
    list.goOnline();
    following.resync();
    await settle();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(list.log).toEqual([]);
    expect(list.accounts.get(A)).toEqual(['a1', 'd1']);
  });

  it('merges once per account, not on every change of the session', async () => {
    const list = aList();
    const { show } = await followSignedIn(list);
    store.set(sessionAtom, signedIn(A));
    await settle();
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('follows nothing more once stopped: no merge shown, no flush, no sign-in heard', async () => {
    const list = aList();
    const { show, following } = await followSignedIn(list);
    const slowA = list.hold(`adopt ${A}`);
    following.resync();
    following.stop();
    slowA.open(undefined);
    await settle();
    expect(show).toHaveBeenCalledTimes(1);

    list.log.length = 0;
    list.change('d2');
    list.engine.flusher.poke();
    list.goOnline();
    store.set(sessionAtom, signedIn(B));
    await settle();
    expect(list.log).toEqual([]);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('still flushes when the account cannot be read, and says so in the log', async () => {
    const list = aList();
    list.accounts.delete(A);
    const { show } = await followSignedIn(list);
    expect(show).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledWith('The test list could not be read.', expect.any(Error));
    expect(list.log).toContain(`flush ${A} ends`);
  });
});

describe('one step at a time', () => {
  it('never runs a flush while a merge runs, in the order they were asked for', async () => {
    const list = aList();
    const slowAdopt = list.hold(`adopt ${A}`);
    const adopting = list.engine.adopt(A);
    const flushing = list.engine.flush(A);
    await settle();
    expect(list.log).toEqual([`adopt ${A} starts`]);
    slowAdopt.open(undefined);
    await Promise.all([adopting, flushing]);
    expect(list.log).toEqual([
      `adopt ${A} starts`,
      `adopt ${A} ends`,
      `flush ${A} starts`,
      `flush ${A} ends`,
    ]);
  });

  it("runs a task of its own (a logout's clear) after the merge under way, whose write it would lose otherwise", async () => {
    const list = aList();
    const slowAdopt = list.hold(`adopt ${A}`);
    const adopting = list.engine.adopt(A);
    const clearing = list.engine.exclusive(() => {
      list.log.push('clear');
      list.device.ids = [];
      return Promise.resolve();
    });
    const flushing = list.engine.flush(A);
    await settle();
    expect(list.log).toEqual([`adopt ${A} starts`]);
    slowAdopt.open(undefined);
    await Promise.all([adopting, clearing, flushing]);
    expect(list.log).toEqual([
      `adopt ${A} starts`,
      `adopt ${A} ends`,
      'clear',
      `flush ${A} starts`,
      `flush ${A} ends`,
    ]);
    expect(list.device.ids).toEqual([]);
  });
});

describe('what a list chooses', () => {
  it('flushAtOnce: the flush is asked for as the merge starts, not once the merge is done', async () => {
    /** The steps run when a second merge is asked for while the first one still runs. */
    const stepsWith = async (options: Partial<FollowOptions<string[]>>) => {
      const list = aList();
      const slowAdopt = list.hold(`adopt ${A}`);
      store.set(sessionAtom, signedIn(A));
      follow(list, options);
      const later = list.engine.adopt(A);
      slowAdopt.open(undefined);
      await later;
      await settle();
      return list.log.filter((step) => step.endsWith('starts')).map((step) => step.split(' ')[0]);
    };
    expect(await stepsWith({ flushAtOnce: true })).toEqual(['adopt', 'flush', 'adopt']);
    expect(await stepsWith({})).toEqual(['adopt', 'adopt', 'flush']);
  });

  it('adoptOnReconnect false: the connection’s return only flushes', async () => {
    const list = aList();
    await followSignedIn(list, { adoptOnReconnect: false });
    list.log.length = 0;
    list.change('d2');
    list.goOnline();
    await settle();
    expect(list.log).toEqual([`flush ${A} starts`, `flush ${A} ends`]);
  });

  it('beforeAdopt: a skipped merge still starts the flusher, and resync merges again when allowed', async () => {
    const list = aList();
    let allowed = false;
    const { show, following } = await followSignedIn(list, { beforeAdopt: () => allowed });
    expect(show).not.toHaveBeenCalled();
    expect(list.log).toEqual([`flush ${A} starts`, `flush ${A} ends`]);
    allowed = true;
    following.resync();
    await settle();
    expect(show).toHaveBeenCalledWith(['a1', 'd1'], A);
  });
});
