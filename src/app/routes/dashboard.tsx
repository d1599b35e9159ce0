import { useAtomValue } from 'jotai';

import { Dashboard } from '@/features/account';
import { currentUserAtom } from '@/features/auth';
import { useLogout } from '@/features/cart';
import { useResetCategoryFilter } from '@/features/listing';
import { forgetQueuedProfile } from '@/features/profile';

export function DashboardPage() {
  const user = useAtomValue(currentUserAtom);
  const logout = useLogout();
  useResetCategoryFilter();
  if (!user) return null;
  // A deleted account leaves nothing on the device: its profile edits and cart are dropped unsent.
  const leaveDeleted = async () => {
    await forgetQueuedProfile(user.uid).catch((error: unknown) => console.warn(error));
    await logout({ accountGone: true });
  };
  return (
    <Dashboard user={user} onLogout={() => void logout()} onAccountDeleted={() => void leaveDeleted()} />
  );
}
