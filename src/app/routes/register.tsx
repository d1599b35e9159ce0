import { useLingui } from '@lingui/react/macro';

import { PageTitle } from '@/components/page-title';
import { RegisterForm } from '@/features/auth/forms';

export function RegisterPage() {
  const { t } = useLingui();
  return (
    <section className="mx-auto max-w-md rounded-lg bg-white p-6 shadow">
      <PageTitle title={t`Register`}>{t`Create Account`}</PageTitle>
      <p className="mb-6 text-gray-700">{t`Register to start shopping`}</p>
      <RegisterForm />
    </section>
  );
}
