import { useEffect, useState } from 'react';

/**
 * Where a read of data stands: still `loading`, `failed` (the page offers Try again), or `ready`
 * with what it answered. A read that has a copy on the device answers the copy as its value, saying
 * so in it, and fails only when there is none.
 */
export type ReadState<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; value: T };

export interface ReadOptions {
  /**
   * Given every failure first; answers true when it has dealt with it itself (the desk ends when
   * the shop no longer takes the operator as an admin), so no failure is shown. A stable function:
   * a new one reads again.
   */
  onFailure?: (error: unknown) => boolean;
  /** Reads nothing while true (offline): the last answer stands; turning false reads again. */
  paused?: boolean;
}

const LOADING = { state: 'loading' } as const;

/**
 * The one way a component reads data: what `read(key)` answers, read when the key changes. `read`
 * is a function of the key alone (defined once, outside the component), so the key says
 * everything it reads; a null key (no account yet) reads nothing and stays loading. An answer that
 * comes after the key changed is dropped.
 *
 * Reading again comes two ways: `retry` starts from `loading` (Try again after a failure), and
 * `refresh` keeps the last answer on screen until the new one comes (after an action on what is
 * shown), a failure leaving a ready answer as it was.
 */
export function useRead<K extends string, T>(
  key: K | null,
  read: (key: K) => Promise<T>,
  { onFailure, paused = false }: ReadOptions = {},
): { read: ReadState<T>; retry: () => void; refresh: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [version, setVersion] = useState(0);
  // Tagged with the key and attempt it answers, so a new one starts as loading without a reset.
  const [last, setLast] = useState<{ tag: string; read: ReadState<T> } | null>(null);
  const tag = `${key}#${attempt}`;

  useEffect(() => {
    if (key === null || paused) return;
    let live = true;
    read(key).then(
      (value) => {
        if (live) setLast({ tag, read: { state: 'ready', value } });
      },
      (error: unknown) => {
        if (onFailure?.(error)) return;
        console.error('A read failed:', error);
        if (live)
          setLast((kept) =>
            kept?.tag === tag && kept.read.state === 'ready' ? kept : { tag, read: { state: 'failed' } },
          );
      },
    );
    return () => {
      live = false;
    };
  }, [key, read, tag, version, paused, onFailure]);

  return {
    read: key !== null && last?.tag === tag ? last.read : LOADING,
    retry: () => setAttempt((count) => count + 1),
    refresh: () => setVersion((count) => count + 1),
  };
}
