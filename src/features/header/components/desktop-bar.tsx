import { useLingui } from '@lingui/react/macro';

import { CONTACT_PATH, PRODUCTS_PATH } from '@/lib/routes';

import { CategoriesDropdown } from './categories-dropdown';
import { SectionShortcutLink } from './section-shortcut-link';
import { SECTION_SHORTCUTS } from './section-shortcuts';
import { NavLink } from '@/components/link';

const LINK =
  'block rounded px-2 py-3 text-sm font-semibold text-white hover:bg-blue-800 focus-visible:(outline-solid outline-2 outline-offset--4 outline-white) lg:px-3';

/** The bar under the header on screens 640 px and wider (spec §2). */
export function DesktopBar() {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Main`} className="hidden bg-blue-700 sm:block">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 px-4">
        <CategoriesDropdown />
        <ul className="flex flex-wrap items-center gap-x-1">
          <li>
            <NavLink
              to={PRODUCTS_PATH}
              end
              className={({ isActive }) => `${LINK} ${isActive ? 'underline' : ''}`}
            >
              {t`Products`}
            </NavLink>
          </li>
          <li>
            <NavLink to={CONTACT_PATH} className={({ isActive }) => `${LINK} ${isActive ? 'underline' : ''}`}>
              {t`Contact`}
            </NavLink>
          </li>
        </ul>
        <ul aria-label={t`Home sections`} className="flex flex-wrap items-center gap-x-1 sm:ml-auto">
          {SECTION_SHORTCUTS.map((shortcut) => (
            <li key={shortcut.id}>
              <SectionShortcutLink sectionId={shortcut.id} label={t(shortcut.label)} className={LINK} />
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
