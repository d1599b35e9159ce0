import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/button';
import { OfflineNote } from '@/components/offline-note';
import { useFormFields } from '@/hooks/use-form-fields';
import { useOnline } from '@/hooks/use-online';
import { LOGIN_PATH } from '@/lib/routes';

import { sendPasswordReset } from '../api/password-reset';
import { AUTH_OFFLINE_MESSAGES } from '../logic/offline-messages';
import { PASSWORD_RESET_MESSAGES, sendResetErrorMessage } from '../logic/password-reset-messages';
import { checkResetEmail } from '../logic/validation';
import { EmailField } from './account-fields';
import { Link } from '@/components/link';

type Outcome = { kind: 'sent' } | { kind: 'failed'; message: string } | null;

/**
 * Asks for the address and sends Firebase's reset link to it. The answer is the same whether an
 * account uses the address or not; only a refused address or a failed request says otherwise.
 */
export function ForgotPasswordForm() {
  const { t } = useLingui();
  const online = useOnline();
  const offlineId = useId();
  const { values, field, check } = useFormFields({ email: '' });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    const { email } = values;
    if (!check({ email: checkResetEmail(email)?.message })) return;
    setBusy(true);
    try {
      await sendPasswordReset(email);
      setOutcome({ kind: 'sent' });
    } catch (error) {
      setOutcome({ kind: 'failed', message: sendResetErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <EmailField {...field('email')} />
      {!online && <OfflineNote id={offlineId}>{AUTH_OFFLINE_MESSAGES.reset}</OfflineNote>}
      <Button
        type="submit"
        disabled={busy || !online}
        aria-busy={busy}
        aria-describedby={online ? undefined : offlineId}
      >
        {busy ? t`Sending…` : t`Send reset link`}
      </Button>
      <div aria-live="polite">
        {outcome?.kind === 'sent' && (
          <p className="rounded-md bg-blue-50 p-3 text-sm text-blue-900">{PASSWORD_RESET_MESSAGES.sent}</p>
        )}
      </div>
      {outcome?.kind === 'failed' && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {outcome.message}
        </p>
      )}
      <p className="text-center text-sm text-gray-700">
        <Trans>
          Remembered it?{' '}
          <Link to={LOGIN_PATH} className="font-semibold text-blue-800 underline">
            Back to Login
          </Link>
        </Trans>
      </p>
    </form>
  );
}
