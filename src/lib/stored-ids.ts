/*
 * A short list of product ids kept on the device in localStorage (the compare selection, the
 * recently viewed products): read at once, offline, by every tab. What is stored is checked on
 * every read, so a corrupt or hand-edited entry gives the ids it still holds, or none.
 */

/** The ids `text` holds: whole positive numbers, each once, at most `max`; anything else is dropped. */
export function parseStoredIds(text: string | null, max: number): number[] {
  if (text === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id): id is number => Number.isSafeInteger(id) && (id as number) > 0);
  return [...new Set(ids)].slice(0, max);
}

export interface StoredIds {
  /** The ids stored now; the same array while they are unchanged (React's useSyncExternalStore). */
  read: () => readonly number[];
  /** Stores `ids` (checked as on reading) and tells this tab's listeners; other tabs hear it too. */
  write: (ids: readonly number[]) => void;
  /** Called when the list changes in this tab or another; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

const NONE: readonly number[] = Object.freeze([]);

/** The list stored under `key`. Without storage (refused in some private modes) it lives for the visit. */
export function storedIds(key: string, max: number): StoredIds {
  const listeners = new Set<() => void>();
  let lastText: string | null = null;
  let last: readonly number[] = NONE;
  /** Kept here when storage refuses it, so the visit still works. */
  let unsaved: string | null = null;

  const storedText = () => {
    if (unsaved !== null) return unsaved;
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared the whole storage.
    if (event.key === key || event.key === null) notify();
  };

  return {
    read() {
      const text = storedText();
      if (text !== lastText) {
        lastText = text;
        const ids = parseStoredIds(text, max);
        last = ids.length === 0 ? NONE : ids;
      }
      return last;
    },
    write(ids) {
      const text = JSON.stringify(parseStoredIds(JSON.stringify(ids), max));
      try {
        localStorage.setItem(key, text);
        unsaved = null;
      } catch {
        unsaved = text;
      }
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}
