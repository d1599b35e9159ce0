import { useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';

import { MenuIcon } from '@/components/icons';

import { showMenuAtom } from '../atoms';
import { MENU_BUTTON_ID, MOBILE_MENU_ID } from './mobile-menu-ids';

/** The hamburger that opens the mobile menu; shown under 640 px only. */
export function MenuButton() {
  const { t } = useLingui();
  const [showMenu, setShowMenu] = useAtom(showMenuAtom);
  return (
    <button
      id={MENU_BUTTON_ID}
      type="button"
      aria-label={t`Open menu`}
      aria-haspopup="dialog"
      aria-expanded={showMenu}
      aria-controls={MOBILE_MENU_ID}
      onClick={() => setShowMenu(true)}
      className="-ml-1 rounded-md p-2 text-gray-900 hover:bg-gray-100 focus-visible:(outline-solid outline-2 outline-blue-700) sm:hidden"
    >
      <MenuIcon className="h-6 w-6" />
    </button>
  );
}
