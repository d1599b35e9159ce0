import { Outlet } from 'react-router-dom';

import { AppToaster } from '@/components/app-toaster';
import { WhenLive } from '@/components/when-live';
import { ConnectionStatus } from '@/features/catalog';
import { ScrollToTopButton, SiteFooter } from '@/features/footer';
import { TOAST_DURATION_SHOP_MS } from '@/lib/constants';

import { SiteHeader } from './site-header';

export function ShopLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-gray-50 text-gray-900">
      <a href="#main" className="sr-only focus:(not-sr-only absolute left-2 top-2 z-50 bg-white p-2)">
        Skip to content
      </a>
      <SiteHeader />
      <WhenLive>
        <ConnectionStatus />
      </WhenLive>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollToTopButton />
      <AppToaster duration={TOAST_DURATION_SHOP_MS} />
    </div>
  );
}
