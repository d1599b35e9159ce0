/**
 * `load` run at most once at a time and kept: every call shares its promise, and once it has
 * resolved, its value. A failed load (a chunk fetched while the connection was down, before the
 * service worker holds it) is forgotten, so the next call asks again rather than fail for the
 * rest of the visit as a failed `import()` would.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
