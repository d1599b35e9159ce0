import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';

import { useLingui } from '@/lib/i18n';

import { signInMethods } from '../api/account-security';
import { SECURITY_MESSAGES, SIGN_IN_METHOD_NAMES } from '../logic/security-messages';
import { ChangePasswordForm } from './change-password-form';
import { SignOutOptions } from './sign-out-options';

/**
 * The dashboard's Security tab: only what the shop backs. The sign-in methods are those Firebase
 * Auth reports for the account; a password can be changed where the account has one; sessions end
 * here or everywhere.
 */
export function SecurityPanel({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  // The session is loaded before the dashboard draws; the methods do not change while it is open.
  useLingui();
  const [methods] = useState(signInMethods);
  const hasPassword = methods.includes('password');
  const id = useId();
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby={`${id}-sign-in-methods`} className="flex flex-col gap-2">
        <h2 id={`${id}-sign-in-methods`} className="text-lg font-semibold">
          <Trans>Sign-in methods</Trans>
        </h2>
        <ul className="flex flex-col gap-1" data-testid="sign-in-methods">
          {methods.map((method) => (
            <li key={method}>{SIGN_IN_METHOD_NAMES[method] ?? method}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={`${id}-change-password`} className="flex flex-col gap-2">
        <h2 id={`${id}-change-password`} className="text-lg font-semibold">
          <Trans>Change Password</Trans>
        </h2>
        {hasPassword ? (
          <ChangePasswordForm email={email} />
        ) : (
          <p className="text-gray-700">{SECURITY_MESSAGES.googleOnly}</p>
        )}
      </section>
      <section aria-labelledby={`${id}-sessions`} className="flex flex-col gap-2">
        <h2 id={`${id}-sessions`} className="text-lg font-semibold">
          <Trans>Sessions</Trans>
        </h2>
        <SignOutOptions onSignOut={onSignOut} />
      </section>
    </div>
  );
}
