import { loadCodeWhenOnline } from './lazy-loaded';

/**
 * Code that keeps a shopper's change on the device: a store and its outbox, the IndexedDB wrapper,
 * the toasts that confirm a change. The offline kit (app/offline-kit.ts) asks for each as the page
 * starts, and a failed fetch is tried again until it comes (lib/lazy-loaded). A change asks for it
 * before it is confirmed: when the code is here, the change is stored and then confirmed; when a
 * fetch of it has failed (the connection dropped before the service worker held it), the change
 * is held (lib/held-changes) and stored once the code arrives.
 */
export interface DeviceCode<T> {
  /** Asks for the code (once) and resolves once it has come, however many tries that takes. */
  load: () => Promise<T>;
  /** The code, once it has come. */
  loaded: () => T | undefined;
  /**
   * The code, or 'missing' as soon as a fetch of it has failed and it waits for the connection
   * (while it is still on its way, this waits for it; once it has missed, this tries once more).
   */
  loadedOrMissing: () => Promise<T | 'missing'>;
  /** As `loadedOrMissing`, rejecting where that says 'missing': for code made of several. */
  attempt: () => Promise<T>;
}

export function deviceCode<T>(fetch: () => Promise<T>): DeviceCode<T> {
  let code: { value: T } | undefined;
  let missing = false;
  const onMiss = new Set<() => void>();
  let loading: Promise<T> | undefined;

  const tryFetch = () =>
    fetch().catch((error: unknown) => {
      missing = true;
      for (const tell of onMiss) tell();
      onMiss.clear();
      throw error;
    });

  const arrived = (value: T) => {
    code ??= { value };
    missing = false;
    return code.value;
  };
  const load = () => (loading ??= loadCodeWhenOnline(tryFetch).then(arrived));

  function loadedOrMissing(): Promise<T | 'missing'> {
    if (code) return Promise.resolve(code.value);
    const coming = load();
    // Missed before: one try now, not at the next retry (the connection may be back).
    if (missing) return tryFetch().then(arrived, () => 'missing' as const);
    return new Promise<T | 'missing'>((resolve) => {
      const tell = () => resolve('missing');
      onMiss.add(tell);
      void coming.then((value) => {
        onMiss.delete(tell);
        resolve(value);
      });
    });
  }

  return {
    load,
    loaded: () => code?.value,
    loadedOrMissing,
    attempt: () =>
      loadedOrMissing().then((value) => {
        if (value === 'missing')
          throw new Error('Code that stores changes on this device could not be fetched');
        return value;
      }),
  };
}
