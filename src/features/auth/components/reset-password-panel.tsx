import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/button';
import { ButtonLink } from '@/components/button-link';
import { useFormFields } from '@/hooks/use-form-fields';
import { LOGIN_PATH, RESET_PASSWORD_PATH } from '@/lib/routes';

import { resetPassword } from '../api/password-reset';
import { useResetCode } from '../hooks/use-reset-code';
import { isLinkUnusable, PASSWORD_RESET_MESSAGES, resetErrorMessage } from '../logic/password-reset-messages';
import { checkNewPassword } from '../logic/validation';
import { AccountUsername, PasswordField } from './account-fields';

/**
 * Completes a password reset from the emailed link's code (`?oobCode=`, as Firebase adds it to
 * a custom action URL): checks the code, takes a new password under the spec's rule, sets it.
 * A spent or expired link says so and offers to ask for another.
 */
export function ResetPasswordPanel({ code }: { code: string }) {
  const { t } = useLingui();
  const { state, retry, markUnusable } = useResetCode(code);
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="rounded-md bg-blue-50 p-3 text-sm text-blue-900">
          {PASSWORD_RESET_MESSAGES.done}
        </p>
        <ButtonLink to={LOGIN_PATH}>{t`Go to Login`}</ButtonLink>
      </div>
    );
  }
  switch (state.status) {
    case 'checking':
      return (
        <p role="status" className="text-gray-700">
          {t`Checking your reset link…`}
        </p>
      );
    case 'unusable':
      return (
        <div className="flex flex-col gap-4">
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {state.message}
          </p>
          <ButtonLink to={RESET_PASSWORD_PATH}>{t`Ask for a new link`}</ButtonLink>
        </div>
      );
    case 'failed':
      return (
        <div className="flex flex-col gap-4">
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {state.message}
          </p>
          <Button onClick={retry}>{t`Try again`}</Button>
        </div>
      );
    case 'valid':
      return (
        <NewPasswordForm
          code={code}
          email={state.email}
          onDone={() => setDone(true)}
          onUnusable={markUnusable}
        />
      );
  }
}

function NewPasswordForm({
  code,
  email,
  onDone,
  onUnusable,
}: {
  code: string;
  email: string;
  onDone: () => void;
  onUnusable: (message: string) => void;
}) {
  const { t } = useLingui();
  const { values, field, check } = useFormFields({ password: '' });
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const { password } = values;
    if (!check({ password: checkNewPassword(password)?.message })) return;
    setBusy(true);
    try {
      await resetPassword(code, password, email);
      onDone();
    } catch (error) {
      if (isLinkUnusable(error)) onUnusable(resetErrorMessage(error));
      else setFailure(resetErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <p className="text-gray-700">
        <Trans>
          Choose a new password for <strong className="text-gray-900">{email}</strong>.
        </Trans>
      </p>
      <AccountUsername email={email} />
      <PasswordField label={t`New Password`} autoComplete="new-password" {...field('password')} />
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? t`Saving…` : t`Save new password`}
      </Button>
    </form>
  );
}
