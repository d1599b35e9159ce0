import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const user = useAtomValue(currentUserAtom);
  if (user?.userType === 'admin') return children;
  const title = t`For the shop's admins`;
  return (
    <section className="mx-auto max-w-lg py-12 text-center">
      <PageTitle title={title}>{title}</PageTitle>
      <p className="mb-6 text-gray-700">{t`The operator's desk is open to the shop's admins only.`}</p>
      <ButtonLink to={DASHBOARD_PATH}>{t`Go to your dashboard`}</ButtonLink>
    </section>
  );
}
