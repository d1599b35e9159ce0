const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const dayAndTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** "10:42" for a moment today, "23 Nov, 10:42" for an earlier day, in the shopper's time zone. */
export function savedAtLabel(savedAt: number, now = Date.now()): string {
  const saved = new Date(savedAt);
  return saved.toDateString() === new Date(now).toDateString()
    ? time.format(saved)
    : dayAndTime.format(saved);
}

export const CONNECTION_MESSAGES = {
  offline: (savedAt: string | null) =>
    savedAt
      ? `You are offline. Saved catalog from ${savedAt}.`
      : 'You are offline. Nothing of the catalog is saved on this device yet.',
  updating: 'Back online. Updating the catalog…',
} as const;
