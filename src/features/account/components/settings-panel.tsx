import { useId } from 'react';

import type { UserRecord } from '@/features/auth';
import { DeleteAccountSection } from '@/features/auth/forms';
import { SystemNoticesSetting } from '@/features/notices';

import { DeviceSettings } from './device-settings';
import { NotificationPreferencesForm } from './notification-preferences';

/**
 * The dashboard's Settings tab: the account's notification preferences (and whether this device
 * shows them as system notifications), this device's settings, and deleting the account. (The spec's
 * Language Preferences placeholder is left out: the shop speaks one language.)
 */
export function SettingsPanel({
  user,
  onAccountDeleted,
}: {
  user: UserRecord;
  onAccountDeleted: () => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby={`${id}-notifications`} className="flex flex-col gap-2">
        <h2 id={`${id}-notifications`} className="text-lg font-semibold">
          Notification Preferences
        </h2>
        <NotificationPreferencesForm key={user.uid} user={user} />
        <SystemNoticesSetting />
      </section>
      <section aria-labelledby={`${id}-device`} className="flex flex-col gap-2">
        <h2 id={`${id}-device`} className="text-lg font-semibold">
          This device
        </h2>
        <DeviceSettings />
      </section>
      <section aria-labelledby={`${id}-delete`} className="flex flex-col gap-2">
        <h2 id={`${id}-delete`} className="text-lg font-semibold">
          Delete Account
        </h2>
        <DeleteAccountSection email={user.email} onDeleted={onAccountDeleted} />
      </section>
    </div>
  );
}
