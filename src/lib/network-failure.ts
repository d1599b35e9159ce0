/**
 * Whether an error means the server could not be reached (rather than that it refused): the
 * browser says it is offline, Firebase answers `unavailable`, or fetch itself failed. Browsers
 * can report `navigator.onLine` as true while no request gets through (a page reloaded offline
 * from the service worker), so the failure is the better witness.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return true;
  if (error instanceof TypeError) return true; // fetch's own failure
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 'unavailable' || (typeof message === 'string' && /failed to fetch/i.test(message));
}
