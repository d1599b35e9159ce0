import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { Outlet } from 'react-router-dom';

import { AppToaster } from '@/components/app-toaster';
import { ownLivePart } from '@/components/live-part';
import { WhenLive } from '@/components/when-live';
import { noticeSlotAtom } from '@/features/auth';
import { ConnectionStatus } from '@/features/catalog';
import { CompareTray } from '@/features/compare';
import { TOAST_DURATION_SHOP_MS } from '@/lib/constants';
import { lazyLoaded, loadWhenOnline } from '@/lib/lazy-loaded';

import { SiteHeader } from './site-header';

// The footer and the scroll-to-top button are below the fold or drawn only after scrolling: their
// code comes in its own chunk, requested as the page hydrates but not needed before it is live
// (docs/decisions.md gives its size). A prerendered page shows the footer's markup meanwhile; the
// prerender loads it ahead (preloadShopFrame). Should its fetch fail, it is fetched again
// (lib/lazy-loaded), the footer's markup staying as it is meanwhile.
const loadFooter = () => loadWhenOnline(() => import('@/features/footer'));
const footer = lazyLoaded(loadFooter, (module) => module.SiteFooter);
const scrollToTop = lazyLoaded(loadFooter, (module) => module.ScrollToTopButton);
export const preloadShopFrame = () => Promise.all([footer.preload(), scrollToTop.preload()]);
// Parts of their own, memoised: should the layout redraw before the chunk has come, the footer's
// prerendered markup stays as it is (given new children, React would drop it until then). The
// footer is hydrated with the page, not once near (LivePart `near`): its Install and Save data
// controls appear only once it is live, and a shopper looking for them would find nothing to scroll to.
const FooterPart = ownLivePart(footer.Component);
const ScrollToTopPart = ownLivePart(scrollToTop.Component);

/**
 * Toasts start below the header as it stands at the top of the page (90 px tall on phones, 151 px
 * wider), clear of its cart link there and once its middle bar sticks to the top.
 */
const TOASTS_BELOW_HEADER = { phone: '96px', wide: '160px' };

export function ShopLayout() {
  const { t } = useLingui();
  const noticeSlot = useSetAtom(noticeSlotAtom);
  return (
    <div className="flex min-h-screen flex-col bg-gray-50 text-gray-900">
      <a href="#main" className="sr-only focus:(not-sr-only absolute left-2 top-2 z-50 bg-white p-2)">
        {t`Skip to content`}
      </a>
      <SiteHeader />
      <WhenLive>
        <ConnectionStatus />
      </WhenLive>
      <div ref={noticeSlot} />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <Outlet />
      </main>
      <FooterPart />
      <ScrollToTopPart />
      <CompareTray />
      <AppToaster duration={TOAST_DURATION_SHOP_MS} below={TOASTS_BELOW_HEADER} />
    </div>
  );
}
