import { useAtomValue } from 'jotai';

import { Dashboard } from '@/features/account';
import { currentUserAtom } from '@/features/auth';
import { useLogout } from '@/features/cart';
import { useResetCategoryFilter } from '@/features/listing';

export function DashboardPage() {
  const user = useAtomValue(currentUserAtom);
  const logout = useLogout();
  useResetCategoryFilter();
  if (!user) return null;
  return <Dashboard user={user} onLogout={() => void logout()} />;
}
