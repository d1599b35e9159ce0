/**
 * "10:42" for a moment today, "23 Nov, 10:42" for an earlier day, in the shopper's time zone.
 * Formatted when asked (only the offline banner asks), with no formatter made as the module
 * loads: the first Intl formatter loads the browser's locale data, and this module is part of
 * the first script (issue 23).
 */
export function savedAtLabel(savedAt: number, now = Date.now()): string {
  const saved = new Date(savedAt);
  return saved.toDateString() === new Date(now).toDateString()
    ? saved.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })
    : saved.toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

export const CONNECTION_MESSAGES = {
  offline: (savedAt: string | null) =>
    savedAt
      ? `You are offline. Saved catalog from ${savedAt}.`
      : 'You are offline. Nothing of the catalog is saved on this device yet.',
  updating: 'Back online. Updating the catalog…',
} as const;
