import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';

import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';
import { currentUserAtom } from '@/features/auth';
import { DASHBOARD_PATH } from '@/lib/routes';

/**
 * The desk's pages, for admins only (Users/{uid}.userType). This only spares others a page they
 * cannot use: the rules and the desk function refuse them whatever the page shows.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const user = useAtomValue(currentUserAtom);
  if (user?.userType === 'admin') return children;
  return (
    <section className="mx-auto max-w-lg py-12 text-center">
      <PageTitle title="For the shop's admins">For the shop&apos;s admins</PageTitle>
      <p className="mb-6 text-gray-700">The operator&apos;s desk is open to the shop&apos;s admins only.</p>
      <ButtonLink to={DASHBOARD_PATH}>Go to your dashboard</ButtonLink>
    </section>
  );
}
