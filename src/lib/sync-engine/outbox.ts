/*
 * The parts of an outbox that do not depend on what it holds: one flush at a time, and a flush
 * retried with backoff until it goes through. The sync engine (sync-engine.ts) puts them together
 * for each list the device keeps for the account.
 */

const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 60_000;

/** Backoff before retry number `attempt` (0 first): 1 s, 2 s, 4 s … up to a minute. */
export const retryDelayMs = (attempt: number) => Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);

/**
 * A runner that runs each task alone across this tab (a queue) and across tabs (the Web Lock
 * `lockName`, where there is one): a flush reads an outbox entry, writes it and clears it, and two
 * flushes at once could send an older entry after a newer one.
 */
export function exclusiveRunner(lockName: string) {
  let running: Promise<unknown> = Promise.resolve();
  return function exclusive<T>(task: () => Promise<T>): Promise<T> {
    const locked = () =>
      typeof navigator !== 'undefined' && 'locks' in navigator
        ? navigator.locks.request(lockName, task)
        : task();
    const run = running.then(locked, locked);
    running = run.catch(() => undefined);
    return run;
  };
}

export interface OutboxFlusher {
  /** Starts flushing for a signed-in shopper. */
  start: (uid: string) => void;
  /** Stops at sign-out; nothing more is written. */
  stop: () => void;
  /** Flushes now (a change was queued, the connection came back), retrying with backoff on failure. */
  poke: () => void;
}

/**
 * Keeps an outbox flowing: each failure is retried later (1 s, 2 s, 4 s … a minute), and offline
 * waits for `poke`. `what` names the outbox in the log.
 */
export function createOutboxFlusher(
  flush: (uid: string) => Promise<unknown>,
  isOnline: () => boolean = () => navigator.onLine,
  what = 'the cart',
): OutboxFlusher {
  let uid: string | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = async () => {
    clearTimeout(timer);
    timer = undefined;
    const current = uid;
    if (!current || !isOnline()) return;
    try {
      await flush(current);
      attempt = 0;
    } catch (error) {
      if (uid !== current) return;
      console.warn(`Saving ${what} to the account failed; retrying.`, error);
      timer = setTimeout(() => void run(), retryDelayMs(attempt));
      attempt += 1;
    }
  };

  return {
    start(next) {
      uid = next;
      attempt = 0;
      void run();
    },
    stop() {
      uid = null;
      clearTimeout(timer);
      timer = undefined;
      attempt = 0;
    },
    poke() {
      attempt = 0;
      void run();
    },
  };
}
