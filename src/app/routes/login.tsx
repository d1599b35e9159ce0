import { PageTitle } from '@/components/page-title';
import { LoginForm } from '@/features/auth/forms';

export function LoginPage() {
  return (
    <section className="mx-auto max-w-md rounded-lg bg-white p-6 shadow">
      <PageTitle title="Login">Welcome Back</PageTitle>
      <p className="mb-6 text-gray-700">Please login to continue</p>
      <LoginForm />
    </section>
  );
}
