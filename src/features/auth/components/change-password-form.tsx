import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/button';
import { OfflineNote } from '@/components/offline-note';
import { useFormFields, type FieldErrors } from '@/hooks/use-form-fields';
import { useOnline } from '@/hooks/use-online';

import { changePassword, type PasswordChange } from '../api/account-security';
import { changePasswordErrorMessage, SECURITY_MESSAGES } from '../logic/security-messages';
import { checkNewPassword } from '../logic/validation';
import { AccountUsername, PasswordField } from './account-fields';

type Outcome = { kind: 'changed'; reach: PasswordChange } | { kind: 'failed'; message: string } | null;

interface PasswordChangeDraft {
  current: string;
  next: string;
}

/** The two fields' problems before anything is sent: the current one given, the new one under spec §5. */
function checkChange({ current, next }: PasswordChangeDraft): FieldErrors<PasswordChangeDraft> {
  if (!current) return { current: SECURITY_MESSAGES.missingCurrent };
  const weak = checkNewPassword(next)?.message;
  if (weak) return { next: weak };
  return next === current ? { next: SECURITY_MESSAGES.samePassword } : {};
}

/**
 * A password account's Change Password: the current password re-authenticates (Firebase asks for a
 * recent sign-in before a password change), the new one follows the register form's rule. This
 * device stays signed in; every other one is signed out (see changePassword).
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useLingui();
  const online = useOnline();
  const offlineId = useId();
  const { values, field, check, reset } = useFormFields<PasswordChangeDraft>({ current: '', next: '' });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    if (!check(checkChange(values))) return;
    setBusy(true);
    try {
      const reach = await changePassword(values.current, values.next);
      reset();
      setOutcome({ kind: 'changed', reach });
    } catch (error) {
      setOutcome({ kind: 'failed', message: changePasswordErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex max-w-md flex-col gap-4">
      <AccountUsername email={email} />
      <PasswordField
        label={t`Current Password`}
        autoComplete="current-password"
        {...field('current')}
        name="current-password"
      />
      <PasswordField
        label={t`New Password`}
        autoComplete="new-password"
        {...field('next')}
        name="new-password"
      />
      {!online && <OfflineNote id={offlineId}>{SECURITY_MESSAGES.offlineChange}</OfflineNote>}
      <Button
        type="submit"
        className="self-start"
        disabled={busy || !online}
        aria-busy={busy}
        aria-describedby={online ? undefined : offlineId}
      >
        {busy ? t`Changing…` : t`Change Password`}
      </Button>
      <div aria-live="polite">
        {outcome?.kind === 'changed' && (
          <p className="rounded-md bg-blue-50 p-3 text-sm text-blue-900">
            {outcome.reach === 'everywhere'
              ? SECURITY_MESSAGES.changed
              : SECURITY_MESSAGES.changedNotEverywhere}
          </p>
        )}
      </div>
      {outcome?.kind === 'failed' && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {outcome.message}
        </p>
      )}
    </form>
  );
}
