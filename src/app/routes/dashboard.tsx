import { useAtomValue } from 'jotai';

import { Button } from '@/components/button';
import { PageTitle } from '@/components/page-title';
import { currentUserAtom, useLogout } from '@/features/auth';
import { useResetCategoryFilter } from '@/features/listing';

/** The Profile panel, the dashboard's default tab (spec §2). */
export function DashboardPage() {
  const user = useAtomValue(currentUserAtom);
  const logout = useLogout();
  useResetCategoryFilter();
  if (!user) return null;
  return (
    <section className="rounded-lg bg-white p-6 shadow">
      <PageTitle title="Dashboard">
        Profile Information
        {user.userType === 'admin' && <span className="ml-2 text-base text-red-700">Admin*</span>}
      </PageTitle>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">Full Name</dt>
        <dd data-testid="profile-name">{user.name}</dd>
        <dt className="font-semibold">Email</dt>
        <dd>{user.email}</dd>
        {user.phone && (
          <>
            <dt className="font-semibold">Phone</dt>
            <dd>{user.phone}</dd>
          </>
        )}
        {user.address && (
          <>
            <dt className="font-semibold">Address</dt>
            <dd>{user.address}</dd>
          </>
        )}
      </dl>
      <Button className="mt-6" onClick={() => void logout()}>
        Logout
      </Button>
    </section>
  );
}
