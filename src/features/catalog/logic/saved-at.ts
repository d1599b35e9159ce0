import { t } from '@lingui/core/macro';

import { formatDate } from '@/lib/format';

/**
 * "10:42 AM" for a moment today, "Nov 23, 9:05 AM" for an earlier day, in the shopper's time zone
 * and as the shopper's language writes dates and times (its own clock: 12 or 24 hours). Formatted
 * when asked (only the offline banner asks), with no formatter made as the module loads: the first
 * Intl formatter loads the browser's locale data, and this module is part of the first script.
 */
export function savedAtLabel(savedAt: number, now = Date.now()): string {
  const saved = new Date(savedAt);
  return saved.toDateString() === new Date(now).toDateString()
    ? formatDate(saved, { hour: 'numeric', minute: '2-digit' })
    : formatDate(saved, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
}

/** The connection notes under the header, in the shopper's language when read. */
export const CONNECTION_MESSAGES = {
  offline: (savedAt: string | null) =>
    savedAt
      ? t`You are offline. Saved catalog from ${savedAt}.`
      : t`You are offline. Nothing of the catalog is saved on this device yet.`,
  get updating() {
    return t`Back online. Updating the catalog…`;
  },
};
