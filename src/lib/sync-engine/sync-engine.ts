import type { Atom, createStore } from 'jotai';

import { createOutboxFlusher, exclusiveRunner, type OutboxFlusher } from './outbox';

type Store = ReturnType<typeof createStore>;

/** The signed-in shopper as the session tells it; `loading` until the session is known. */
export interface Session {
  user: { uid: string } | null;
  loading: boolean;
}

/**
 * What one list kept on the device for the account (the cart, the wishlist, the notices' reads,
 * the profile) gives the engine. Each step stores what it decides in one transaction of the
 * list's own database; the merge rule is the list's, and the engine never looks inside.
 */
export interface SyncList<FlushOptions, Flushed, AdoptOptions, Adopted> {
  /** The Web Lock that lets one flush or adopt run at a time, in this tab and across tabs. */
  lockName: string;
  /** Names the list in the log: "Saving the cart to the account failed". */
  what: string;
  /** Sends what this device queued for `uid`; throws when it could not (it stays queued). */
  flush: (uid: string, options?: FlushOptions) => Promise<Flushed>;
  /**
   * Brings the device's list in step with the account's (sign-in, every start, every reconnect):
   * reads the account's, merges this device's changes into it and stores the result. Throws when
   * the account cannot be read; the device's list is then left as it is.
   */
  adopt: (uid: string, options?: AdoptOptions) => Promise<Adopted>;
  /** Whether the device is online: the flusher waits for the connection otherwise. */
  isOnline?: () => boolean;
}

/** How a tab follows the signed-in account for one list. */
export interface FollowOptions<Adopted> {
  /** Shows what an adopt brought; called only while `uid` is still the account followed. */
  show: (adopted: Adopted, uid: string) => void | Promise<void>;
  /** The warning logged when an adopt (or its `show`) fails. */
  adoptFailed: string;
  /** After sign-out (here, in another tab, or the session ended): the flusher is stopped first. */
  signedOut?: () => void;
  /**
   * The flusher starts as the first adopt starts, not once it is done: for a list whose adopt
   * does not merge into the outbox (the notices' reads), there is nothing to wait for.
   */
  flushAtOnce?: boolean;
  /**
   * Whether the connection's return adopts again, to read what other devices did meanwhile
   * (default), or only flushes (the profile, whose adopt only shows an edit still queued).
   */
  adoptOnReconnect?: boolean;
  /** Asked before each adopt; false skips it (the notices read the account only when online). */
  beforeAdopt?: () => boolean;
}

export interface Following {
  /** Adopts again for the account followed (the notices' timers); nothing when signed out. */
  resync: () => void;
  /** Stops following: the flusher stops, and nothing more is shown. */
  stop: () => void;
}

export interface SyncEngine<FlushOptions, Flushed, AdoptOptions, Adopted> {
  /** The list's flush, one at a time with every other flush and adopt of the list. */
  flush: (uid: string, options?: FlushOptions) => Promise<Flushed>;
  /** The list's adopt, one at a time with every flush and other adopt of the list. */
  adopt: (uid: string, options?: AdoptOptions) => Promise<Adopted>;
  /**
   * Runs `task` once no flush or adopt of the list is under way in any tab, and holds them off
   * until it ends: a logout's clear, which an adopt begun before it (its account read, then its
   * write) would otherwise undo.
   */
  exclusive: <T>(task: () => Promise<T>) => Promise<T>;
  /** The one flusher of this tab: poke it after queuing a change. */
  flusher: OutboxFlusher;
  /**
   * Follows the signed-in account in `session` until stopped: at sign-in (and at every start with
   * a saved session) adopts the account's list and then keeps the outbox flowing; when the
   * connection returns, adopts again and flushes; at sign-out stops the flusher. An adopt that
   * finishes after the account changed is not shown.
   */
  follow: (store: Store, session: Atom<Session>, options: FollowOptions<Adopted>) => Following;
}

/**
 * One sync engine, many lists: the outbox's flusher with its backoff, the Web Lock that keeps a
 * flush and a merge from running at once, and the following of the signed-in account with its
 * online listener. A list configures it with its own store, merge rule and account read and write.
 */
export function createSyncEngine<FlushOptions, Flushed, AdoptOptions, Adopted>(
  list: SyncList<FlushOptions, Flushed, AdoptOptions, Adopted>,
): SyncEngine<FlushOptions, Flushed, AdoptOptions, Adopted> {
  const exclusive = exclusiveRunner(list.lockName);
  const flush = (uid: string, options?: FlushOptions) => exclusive(() => list.flush(uid, options));
  const adopt = (uid: string, options?: AdoptOptions) => exclusive(() => list.adopt(uid, options));
  const flusher = createOutboxFlusher((uid) => flush(uid), list.isOnline, list.what);

  const follow = (store: Store, session: Atom<Session>, options: FollowOptions<Adopted>): Following => {
    const {
      show,
      adoptFailed,
      signedOut,
      flushAtOnce = false,
      adoptOnReconnect = true,
      beforeAdopt = () => true,
    } = options;
    let live = true;
    /** The account followed: null signed out, undefined until the session is known. */
    let followed: string | null | undefined;
    const isFollowed = (uid: string) => live && followed === uid;

    const adoptFor = async (uid: string) => {
      if (!beforeAdopt()) return;
      try {
        const adopted = await adopt(uid);
        if (isFollowed(uid)) await show(adopted, uid);
      } catch (error) {
        console.warn(adoptFailed, error);
      }
    };
    const startFlushing = (uid: string) => {
      if (isFollowed(uid)) flusher.start(uid);
    };
    const bringInStep = (uid: string) => {
      const adopting = adoptFor(uid);
      if (flushAtOnce) startFlushing(uid);
      else void adopting.finally(() => startFlushing(uid));
    };

    const onSession = () => {
      const { user, loading } = store.get(session);
      if (loading) return;
      const uid = user?.uid ?? null;
      if (uid === followed) return;
      followed = uid;
      if (uid) {
        bringInStep(uid);
        return;
      }
      flusher.stop();
      signedOut?.();
    };
    // Back online: what other devices did meanwhile is read, and what this one did is sent.
    const onOnline = () => {
      if (!followed) return;
      if (adoptOnReconnect) bringInStep(followed);
      else flusher.poke();
    };

    onSession();
    const unsubscribe = store.sub(session, onSession);
    window.addEventListener('online', onOnline);
    return {
      resync() {
        if (followed) void adoptFor(followed);
      },
      stop() {
        live = false;
        unsubscribe();
        window.removeEventListener('online', onOnline);
        flusher.stop();
      },
    };
  };

  return { flush, adopt, exclusive, flusher, follow };
}
