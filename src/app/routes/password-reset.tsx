import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';

import { PageTitle } from '@/components/page-title';
import { ForgotPasswordForm, ResetPasswordPanel } from '@/features/auth/forms';

const sectionClass = 'mx-auto max-w-md rounded-lg bg-white p-6 shadow';

/**
 * /reset-password: without a code, asks for the address to send the reset link to (linked from
 * login as Forgot password?); with the link's `?oobCode=…` (the query Firebase adds to a custom
 * action URL, and the Auth emulator's link carries), sets the new password. One route for both
 * steps keeps the script every page loads a route smaller.
 */
export function PasswordResetPage() {
  const { t } = useLingui();
  const code = useSearchParams()[0].get('oobCode');
  if (!code) {
    return (
      <section className={sectionClass}>
        <PageTitle title={t`Forgot Password`}>{t`Forgot your password?`}</PageTitle>
        <p className="mb-6 text-gray-700">
          {t`Enter your email address and we will send you a link to reset it.`}
        </p>
        <ForgotPasswordForm />
      </section>
    );
  }
  return (
    <section className={sectionClass}>
      <PageTitle title={t`Reset Password`}>{t`Reset your password`}</PageTitle>
      <ResetPasswordPanel code={code} />
    </section>
  );
}
