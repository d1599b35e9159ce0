import { useLingui } from '@lingui/react/macro';

import { PageTitle } from '@/components/page-title';
import { LoginForm } from '@/features/auth/forms';

export function LoginPage() {
  const { t } = useLingui();
  return (
    <section className="mx-auto max-w-md rounded-lg bg-white p-6 shadow">
      <PageTitle title={t`Login`}>{t`Welcome Back`}</PageTitle>
      <p className="mb-6 text-gray-700">{t`Please login to continue`}</p>
      <LoginForm />
    </section>
  );
}
