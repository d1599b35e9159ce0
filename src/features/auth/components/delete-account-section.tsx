import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/button';
import { OfflineNote } from '@/components/offline-note';
import { useFormFields } from '@/hooks/use-form-fields';
import { useOnline } from '@/hooks/use-online';
import { toast } from '@/lib/toast';

import { signInMethods } from '../api/account-security';
import { DELETE_ACCOUNT_MESSAGES, deleteAccountErrorMessage } from '../logic/delete-account-messages';
import { AccountUsername, PasswordField } from './account-fields';

/**
 * Delete account: asked twice (the button opens the confirmation), then the shopper proves it is
 * them (password, or Google's popup for a Google-only account) and the delete function removes the
 * account. `onDeleted` clears the device and leaves; the Auth user is gone by then.
 */
export function DeleteAccountSection({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  const { t } = useLingui();
  const online = useOnline();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [hasPassword] = useState(() => signInMethods().includes('password'));
  const { values, field, check } = useFormFields({ password: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const { password } = values;
    if (!check(hasPassword && !password ? { password: DELETE_ACCOUNT_MESSAGES.missingPassword } : {})) return;
    setBusy(true);
    try {
      const { confirmIdentity, deleteOwnAccount } = await import('../api/delete-account');
      await confirmIdentity(hasPassword ? password : null);
      await deleteOwnAccount();
    } catch (error) {
      console.error('Deleting the account failed:', error);
      setFailure(deleteAccountErrorMessage(error));
      setBusy(false);
      return;
    }
    toast.success(DELETE_ACCOUNT_MESSAGES.deleted);
    onDeleted();
  }

  if (!open) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p className="text-gray-700">{DELETE_ACCOUNT_MESSAGES.explained}</p>
        <Button variant="outline" onClick={() => setOpen(true)}>
          <Trans>Delete account</Trans>
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-labelledby={`${id}-confirm`}
      onSubmit={(event) => void submit(event)}
      className="flex max-w-md flex-col gap-4 rounded-md border border-red-300 p-4"
    >
      <p id={`${id}-confirm`} className="font-semibold text-red-800">
        <Trans>Delete your account for good? This cannot be undone.</Trans>
      </p>
      {hasPassword ? (
        <>
          <AccountUsername email={email} />
          <PasswordField
            label={t`Password`}
            autoComplete="current-password"
            {...field('password')}
            name="current-password"
          />
        </>
      ) : (
        <p className="text-gray-700">
          <Trans>Google will ask you to confirm it is you.</Trans>
        </p>
      )}
      {!online && <OfflineNote id={`${id}-offline`}>{DELETE_ACCOUNT_MESSAGES.offline}</OfflineNote>}
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          variant="danger"
          disabled={busy || !online}
          aria-busy={busy}
          aria-describedby={online ? undefined : `${id}-offline`}
        >
          {busy ? t`Deleting…` : t`Delete my account`}
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => setOpen(false)}>
          <Trans>Keep my account</Trans>
        </Button>
      </div>
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      )}
    </form>
  );
}
