import { Trans } from '@lingui/react/macro';
import { useStore } from 'jotai';
import { useId, useState } from 'react';

import { authAtom, type NotificationPreferences, type UserRecord } from '@/features/auth';
import { OfflineNote } from '@/components/offline-note';
import { useOnline } from '@/hooks/use-online';
import { useLingui } from '@/lib/i18n';

import { writeNotificationPreferences } from '../api/notification-preferences';
import { NOTIFICATION_MESSAGES, NOTIFICATION_TOPICS } from '../logic/notification-topics';

type Outcome = 'saved' | 'failed' | null;

/**
 * The notification switches, kept on the account (Users/{uid}.notifications). Each change is
 * written at once; a failed write puts the switch back and says so.
 */
export function NotificationPreferencesForm({ user }: { user: UserRecord }) {
  useLingui();
  const store = useStore();
  const online = useOnline();
  const id = useId();
  const [preferences, setPreferences] = useState<NotificationPreferences>(user.notifications ?? {});
  // The session may hand the device's copy of the record first and the account's own next (or
  // another device's change): the switches follow the record they are given.
  const [shown, setShown] = useState(user.notifications);
  if (user.notifications !== shown) {
    setShown(user.notifications);
    setPreferences(user.notifications ?? {});
  }
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function change(key: keyof NotificationPreferences, on: boolean) {
    const before = preferences;
    const next = { ...preferences, [key]: on };
    setPreferences(next);
    setOutcome(null);
    setBusy(true);
    try {
      await writeNotificationPreferences(user.uid, next);
      const current = store.get(authAtom);
      if (current.user?.uid === user.uid)
        store.set(authAtom, { ...current, user: { ...current.user, notifications: next } });
      setOutcome('saved');
    } catch (error) {
      console.error('Saving the notification preferences failed:', error);
      setPreferences(before);
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-intro`}>
      <legend className="sr-only">
        <Trans>Notify me about</Trans>
      </legend>
      <p id={`${id}-intro`} className="text-gray-700">
        {NOTIFICATION_MESSAGES.intro}
      </p>
      {!online && <OfflineNote id={`${id}-offline`}>{NOTIFICATION_MESSAGES.offline}</OfflineNote>}
      {NOTIFICATION_TOPICS.map((topic) => (
        <div key={topic.key} className="flex items-start gap-3">
          <input
            id={`${id}-${topic.key}`}
            type="checkbox"
            checked={preferences[topic.key] === true}
            disabled={busy || !online}
            aria-describedby={`${id}-${topic.key}-hint`}
            onChange={(event) => void change(topic.key, event.target.checked)}
            className="mt-1 h-4 w-4 accent-blue-700"
          />
          <div>
            <label htmlFor={`${id}-${topic.key}`} className="font-semibold">
              {topic.label}
            </label>
            <p id={`${id}-${topic.key}-hint`} className="text-sm text-gray-700">
              {topic.hint}
            </p>
          </div>
        </div>
      ))}
      <div aria-live="polite">
        {outcome === 'saved' && <p className="text-sm text-blue-900">{NOTIFICATION_MESSAGES.saved}</p>}
      </div>
      {outcome === 'failed' && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {NOTIFICATION_MESSAGES.failed}
        </p>
      )}
    </fieldset>
  );
}
