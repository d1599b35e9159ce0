import { Trans } from '@lingui/react/macro';
import { useId } from 'react';

import { LanguageSelect } from '@/components/language-select';
import type { UserRecord } from '@/features/auth';
import { DeleteAccountSection } from '@/features/auth/forms';
import { CurrencySelect } from '@/features/currency';
import { SystemNoticesSetting } from '@/features/notices';

import { DeviceSettings } from './device-settings';
import { NotificationPreferencesForm } from './notification-preferences';

/**
 * The dashboard's Settings tab: the account's notification preferences (and whether this device
 * shows them as system notifications), the spec's Language Preferences (the shop's language, kept
 * on this device and in the account, and the currency of the approximate prices), this device's settings, and deleting the account.
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
          <Trans>Notification Preferences</Trans>
        </h2>
        <NotificationPreferencesForm key={user.uid} user={user} />
        <SystemNoticesSetting />
      </section>
      <section aria-labelledby={`${id}-language`} className="flex flex-col gap-2">
        <h2 id={`${id}-language`} className="text-lg font-semibold">
          <Trans>Language Preferences</Trans>
        </h2>
        <p className="text-gray-700">
          <Trans>Your choice is kept on this device and in your account.</Trans>
        </p>
        <LanguageSelect className="flex" labelClassName="font-semibold" />
        <CurrencySelect />
      </section>
      <section aria-labelledby={`${id}-device`} className="flex flex-col gap-2">
        <h2 id={`${id}-device`} className="text-lg font-semibold">
          <Trans>This device</Trans>
        </h2>
        <DeviceSettings />
      </section>
      <section aria-labelledby={`${id}-delete`} className="flex flex-col gap-2">
        <h2 id={`${id}-delete`} className="text-lg font-semibold">
          <Trans>Delete Account</Trans>
        </h2>
        <DeleteAccountSection email={user.email} onDeleted={onAccountDeleted} />
      </section>
    </div>
  );
}
