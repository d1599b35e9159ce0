import { PageTitle } from '@/components/page-title';
import { RegisterForm } from '@/features/auth/forms';

export function RegisterPage() {
  return (
    <section className="mx-auto max-w-md rounded-lg bg-white p-6 shadow">
      <PageTitle title="Register">Create Account</PageTitle>
      <p className="mb-6 text-gray-700">Register to start shopping</p>
      <RegisterForm />
    </section>
  );
}
