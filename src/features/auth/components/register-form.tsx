import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';

import { TextField } from '@/components/text-field';
import { useFormFields } from '@/hooks/use-form-fields';
import { FIELD_MAX_LENGTH } from '@/lib/constants';
import { LOGIN_PATH } from '@/lib/routes';
import { toast } from '@/lib/toast';

import { registerWithEmail } from '../api/session';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { AUTH_OFFLINE_MESSAGES } from '../logic/offline-messages';
import { passOnReturnState } from '../logic/pass-on-return-state';
import { checkRegistration } from '../logic/validation';
import { EmailField, PasswordField } from './account-fields';
import { SignInActions } from './sign-in-actions';
import { Link } from '@/components/link';

export function RegisterForm() {
  const { t } = useLingui();
  const finishSignIn = useFinishSignIn();
  const state: unknown = useLocation().state;
  const { values, field, reset } = useFormFields({ name: '', email: '', password: '' });
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { name, email, password } = values;
    const problem = checkRegistration(name, email, password);
    if (problem) {
      if (problem.level === 'warning') toast.warning(problem.message);
      else toast.error(problem.message);
      return;
    }
    setBusy(true);
    try {
      const user = await registerWithEmail(name, email, password);
      reset();
      finishSignIn(user);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <TextField
        label={t`Full Name`}
        autoComplete="name"
        maxLength={FIELD_MAX_LENGTH.name}
        {...field('name')}
      />
      <EmailField {...field('email')} />
      <PasswordField label={t`Password`} autoComplete="new-password" {...field('password')} />
      <SignInActions
        busy={busy}
        label={t`Register`}
        busyLabel={t`Registering…`}
        offlineMessage={AUTH_OFFLINE_MESSAGES.register}
      />
      <p className="text-center text-sm text-gray-700">
        <Trans>
          Already have an account?{' '}
          <Link
            to={LOGIN_PATH}
            state={passOnReturnState(state)}
            className="font-semibold text-blue-800 underline"
          >
            Login
          </Link>
        </Trans>
      </p>
    </form>
  );
}
