import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';

import { useFormFields } from '@/hooks/use-form-fields';
import { REGISTER_PATH, RESET_PASSWORD_PATH } from '@/lib/routes';
import { toast } from '@/lib/toast';

import { signInWithEmail } from '../api/session';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { AUTH_OFFLINE_MESSAGES } from '../logic/offline-messages';
import { passOnReturnState } from '../logic/pass-on-return-state';
import { checkLogin, loginErrorMessage } from '../logic/validation';
import { EmailField, PasswordField } from './account-fields';
import { SignInActions } from './sign-in-actions';
import { Link } from '@/components/link';

export function LoginForm() {
  const { t } = useLingui();
  const finishSignIn = useFinishSignIn();
  const state: unknown = useLocation().state;
  const { values, field } = useFormFields({ email: '', password: '' });
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { email, password } = values;
    const problem = checkLogin(email, password);
    if (problem) {
      toast.error(problem.message);
      return;
    }
    setBusy(true);
    try {
      finishSignIn(await signInWithEmail(email, password));
    } catch (error) {
      const message = loginErrorMessage(error);
      if (message) toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <EmailField {...field('email')} />
      <PasswordField label={t`Password`} autoComplete="current-password" {...field('password')} />
      <Link to={RESET_PASSWORD_PATH} className="ml-auto text-sm font-semibold text-blue-800 underline">
        <Trans>Forgot password?</Trans>
      </Link>
      <SignInActions
        busy={busy}
        label={t`Login`}
        busyLabel={t`Logging in…`}
        offlineMessage={AUTH_OFFLINE_MESSAGES.login}
      />
      <p className="text-center text-sm text-gray-700">
        <Trans>
          Don&apos;t have an account?{' '}
          <Link
            to={REGISTER_PATH}
            state={passOnReturnState(state)}
            className="font-semibold text-blue-800 underline"
          >
            Register
          </Link>
        </Trans>
      </p>
    </form>
  );
}
