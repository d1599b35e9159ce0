import { useState, type SubmitEvent } from 'react';

import { Button } from '@/components/button';
import { ButtonLink } from '@/components/button-link';
import { TextField } from '@/components/text-field';
import { FIELD_MAX_LENGTH } from '@/lib/constants';

import { resetPassword } from '../api/password-reset';
import { useResetCode } from '../hooks/use-reset-code';
import { isLinkUnusable, PASSWORD_RESET_MESSAGES, resetErrorMessage } from '../logic/password-reset-messages';
import { checkNewPassword } from '../logic/validation';

/**
 * Completes a password reset from the emailed link's code (`?oobCode=`, as Firebase adds it to
 * a custom action URL): checks the code, takes a new password under the spec's rule, sets it.
 * A spent or expired link says so and offers to ask for another.
 */
export function ResetPasswordPanel({ code }: { code: string }) {
  const { state, retry, markUnusable } = useResetCode(code);
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="rounded-md bg-blue-50 p-3 text-sm text-blue-900">
          {PASSWORD_RESET_MESSAGES.done}
        </p>
        <ButtonLink to="/login">Go to Login</ButtonLink>
      </div>
    );
  }
  switch (state.status) {
    case 'checking':
      return (
        <p role="status" className="text-gray-700">
          Checking your reset link…
        </p>
      );
    case 'unusable':
      return (
        <div className="flex flex-col gap-4">
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {state.message}
          </p>
          <ButtonLink to="/reset-password">Ask for a new link</ButtonLink>
        </div>
      );
    case 'failed':
      return (
        <div className="flex flex-col gap-4">
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {state.message}
          </p>
          <Button onClick={retry}>Try again</Button>
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
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const problem = checkNewPassword(password);
    setFieldError(problem?.message);
    if (problem) return;
    setBusy(true);
    try {
      await resetPassword(code, password);
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
        Choose a new password for <strong className="text-gray-900">{email}</strong>.
      </p>
      {/* Lets a password manager store the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label="New Password"
        type="password"
        name="password"
        autoComplete="new-password"
        maxLength={FIELD_MAX_LENGTH.password}
        value={password}
        error={fieldError}
        onChange={(event) => setPassword(event.target.value)}
      />
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? 'Saving…' : 'Save new password'}
      </Button>
    </form>
  );
}
