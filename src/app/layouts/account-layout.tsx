import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { Outlet } from 'react-router-dom';

import { AppToaster } from '@/components/app-toaster';
import { LanguageSelect } from '@/components/language-select';
import { currentUserAtom, noticeSlotAtom } from '@/features/auth';
import { TOAST_DURATION_ACCOUNT_MS } from '@/lib/constants';
import { HOME_PATH, PRODUCTS_PATH } from '@/lib/routes';
import { Link } from '@/components/link';

/** Toasts start below the slim bar (52 px tall), clear of its links. */
const TOASTS_BELOW_BAR = { phone: '64px', wide: '64px' };

/** The dashboard's own layout: a slim bar back to the shop and the current panel. */
export function AccountLayout() {
  const { t } = useLingui();
  const user = useAtomValue(currentUserAtom);
  const noticeSlot = useSetAtom(noticeSlotAtom);
  return (
    <div className="min-h-screen bg-gray-100 text-gray-900">
      {/* A printed page (an order's receipt) is the page alone: no header, no notices. */}
      <header className="bg-white shadow-sm print:hidden">
        <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-3">
          <Link to={HOME_PATH} className="text-xl font-extrabold text-blue-800">
            E-Shop
          </Link>
          <nav aria-label={t`Account`} className="flex items-center gap-4 text-sm font-semibold">
            <Link to={PRODUCTS_PATH} className="text-gray-900 hover:text-blue-800">
              {t`Back to shop`}
            </Link>
            <span data-testid="account-name">{user?.name}</span>
            {/* On a phone, Settings → Language Preferences has it: the bar stays one line. */}
            <LanguageSelect
              className="hidden sm:flex"
              labelClassName="sr-only"
              selectClassName="py-0.5 text-xs font-normal"
            />
          </nav>
        </div>
      </header>
      <div ref={noticeSlot} className="print:hidden" />
      <main id="main" className="mx-auto max-w-5xl px-4 py-6">
        <Outlet />
      </main>
      <AppToaster duration={TOAST_DURATION_ACCOUNT_MS} below={TOASTS_BELOW_BAR} />
    </div>
  );
}
