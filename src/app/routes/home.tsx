import { Suspense, type ReactNode } from 'react';

import {
  BestSellerSection,
  CatalogError,
  FaqSection,
  FeaturedSection,
  FeaturesStrip,
  HomeBanner,
  NewProductsSection,
  SpringSaleSection,
} from '@/features/home';
import { RecentlyViewed } from '@/features/recently-viewed';
import { useSectionScrollFromNavigation } from '@/features/section-scroll';

/**
 * A Suspense boundary is hydrated, and committed, on its own: a prerendered home goes live section
 * by section in short tasks instead of one commit of some 50 product cards.
 */
const Hydrated = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

/** Home (spec §2): only these sections, in this order, and the products last opened here (issue 25). */
export function HomePage() {
  // A section shortcut on another page opens home with the section to scroll to.
  useSectionScrollFromNavigation();
  return (
    <div className="flex flex-col gap-12">
      <HomeBanner />
      <CatalogError />
      <Hydrated>
        <FeaturedSection />
      </Hydrated>
      <Hydrated>
        <NewProductsSection />
      </Hydrated>
      <Hydrated>
        <SpringSaleSection />
      </Hydrated>
      <Hydrated>
        <BestSellerSection />
      </Hydrated>
      <RecentlyViewed />
      <Hydrated>
        <FeaturesStrip />
        <FaqSection />
      </Hydrated>
    </div>
  );
}
