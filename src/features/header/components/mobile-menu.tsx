import { useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';

import { CloseIcon } from '@/components/icons';
import { LanguageSelect } from '@/components/language-select';
import { MOBILE_MENU_WIDTH_PX, WIDE_SCREEN_QUERY } from '@/lib/constants';
import { CONTACT_PATH, PRODUCTS_PATH } from '@/lib/routes';
import { trapTab } from '@/lib/trap-tab';
import { useBodyScrollLock } from '@/hooks/use-body-scroll-lock';
import { useEscapeKey } from '@/hooks/use-escape-key';
import { useMediaQueryChange } from '@/hooks/use-media-query-change';

import { showMenuAtom } from '../atoms';
import { MobileCategories } from './mobile-categories';
import { MENU_BUTTON_ID, MOBILE_MENU_ID } from './mobile-menu-ids';
import { SectionShortcutLink } from './section-shortcut-link';
import { SECTION_SHORTCUTS } from './section-shortcuts';
import { NavLink } from '@/components/link';

const LINK =
  'block rounded-md px-3 py-3 font-semibold hover:bg-gray-100 focus-visible:(outline-solid outline-2 outline-blue-700)';
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `${LINK} ${isActive ? 'text-blue-800' : 'text-gray-900'}`;

/**
 * The slide-in menu for small screens (spec §2): a modal panel with a dimmed backdrop. It stays
 * in the page while closed so it can slide, but is then invisible and inert.
 */
export function MobileMenu() {
  const { t } = useLingui();
  const [showMenu, setShowMenu] = useAtom(showMenuAtom);
  const closeButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const close = () => setShowMenu(false);
  useBodyScrollLock(showMenu);
  useMediaQueryChange(WIDE_SCREEN_QUERY, close);

  // Focus goes into the panel on opening and back to the menu button on closing.
  useEffect(() => {
    if (showMenu) closeButton.current?.focus();
    else if (wasOpen.current) document.getElementById(MENU_BUTTON_ID)?.focus({ preventScroll: true });
    wasOpen.current = showMenu;
  }, [showMenu]);

  useEscapeKey(close, showMenu);

  return (
    <div className="sm:hidden">
      {showMenu && (
        <div
          aria-hidden="true"
          data-testid="menu-backdrop"
          className="fixed inset-0 z-40 bg-black/50"
          onClick={close}
        />
      )}
      <div
        id={MOBILE_MENU_ID}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${MOBILE_MENU_ID}-title`}
        // React 18 knows no `inert` prop: an empty string is passed through as the attribute.
        {...(showMenu ? {} : { inert: '' })}
        onKeyDown={trapTab}
        style={{ width: MOBILE_MENU_WIDTH_PX }}
        // Visible at once on opening, so focus can move in; hidden only once it has slid away.
        className={`fixed inset-y-0 left-0 z-50 flex max-w-full flex-col bg-white shadow-xl duration-300 motion-reduce:transition-none ${
          showMenu
            ? 'visible translate-x-0 transition-transform'
            : 'invisible -translate-x-full transition-[transform,visibility]'
        }`}
      >
        <div className="flex items-center justify-between border-b border-gray-200 px-4 py-3">
          <h2 id={`${MOBILE_MENU_ID}-title`} className="text-lg font-bold text-gray-900">
            {t`Menu`}
          </h2>
          <button
            ref={closeButton}
            type="button"
            aria-label={t`Close menu`}
            onClick={close}
            className="rounded-md p-2 text-gray-900 hover:bg-gray-100 focus-visible:(outline-solid outline-2 outline-blue-700)"
          >
            <CloseIcon className="h-5 w-5" />
          </button>
        </div>
        <nav aria-label={t`Mobile`} className="flex-1 overflow-y-auto px-2 py-3">
          <MobileCategories onChoose={close} />
          <NavLink to={PRODUCTS_PATH} end onClick={close} className={navLinkClass}>
            {t`Products`}
          </NavLink>
          <NavLink to={CONTACT_PATH} onClick={close} className={navLinkClass}>
            {t`Contact`}
          </NavLink>
          <p className="mt-4 px-3 text-xs font-semibold uppercase tracking-wide text-gray-700">
            {t`Shop by section`}
          </p>
          {SECTION_SHORTCUTS.map((shortcut) => (
            <SectionShortcutLink
              key={shortcut.id}
              sectionId={shortcut.id}
              label={t(shortcut.label)}
              className={`${LINK} text-gray-900`}
            />
          ))}
        </nav>
        <LanguageSelect
          className="flex border-t border-gray-200 px-5 py-3 text-gray-900"
          labelClassName="font-semibold"
          selectClassName="min-w-0 flex-1"
        />
      </div>
    </div>
  );
}
