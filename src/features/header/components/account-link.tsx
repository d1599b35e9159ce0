import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';

import { UserIcon } from '@/components/icons';
import { currentUserAtom } from '@/features/auth';
import { DASHBOARD_PATH, LOGIN_PATH } from '@/lib/routes';
import { Link } from '@/components/link';

/** The signed-in user's name leading to the dashboard, or Login (spec §2). */
export function AccountLink() {
  const { t } = useLingui();
  const user = useAtomValue(currentUserAtom);
  const label = user ? user.name || user.email : t`Login`;
  return (
    <Link
      to={user ? DASHBOARD_PATH : LOGIN_PATH}
      data-testid="account-link"
      className="flex shrink-0 items-center gap-2 rounded-md px-2 py-1.5 text-gray-900 hover:text-blue-800 focus-visible:(outline-solid outline-2 outline-blue-700)"
    >
      <UserIcon className="h-6 w-6" />
      {/* Under 640 px there is only room for the icon; the name stays readable to assistive tech. */}
      <span className="sr-only max-w-40 truncate text-sm font-semibold sm:not-sr-only">{label}</span>
    </Link>
  );
}
