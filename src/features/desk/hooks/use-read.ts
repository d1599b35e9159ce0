import { useEffect, useState } from 'react';

import { useEndIfRemoved } from './use-desk-access';

export type Read<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; value: T };

/**
 * What `read(key)` answers, read again when the key changes and on `retry`. `read` is a function
 * of the key alone (defined once, outside the component), so the key says everything it reads.
 * A failure that says the operator is no admin any more ends the desk instead (DeskAccess).
 */
export function useRead<K extends string, T>(key: K, read: (key: K) => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  // Tagged with what it answers, so a new key or attempt starts as loading without a reset.
  const [last, setLast] = useState<{ tag: string; read: Read<T> } | null>(null);
  const tag = `${key}#${attempt}`;
  const endIfRemoved = useEndIfRemoved();

  useEffect(() => {
    let live = true;
    read(key).then(
      (value) => {
        if (live) setLast({ tag, read: { state: 'ready', value } });
      },
      (error: unknown) => {
        if (endIfRemoved(error)) return;
        console.error('The desk could not read:', error);
        if (live) setLast({ tag, read: { state: 'failed' } });
      },
    );
    return () => {
      live = false;
    };
  }, [key, read, tag, endIfRemoved]);

  return {
    read: last?.tag === tag ? last.read : ({ state: 'loading' } as Read<T>),
    retry: () => setAttempt((count) => count + 1),
  };
}
