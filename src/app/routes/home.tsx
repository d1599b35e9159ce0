import { LivePart } from '@/components/live-part';
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
 * Home (spec §2): only these sections, in this order, and the products last opened here (issue 25).
 * Each product section is a part hydrated and committed on its own (LivePart): a prerendered home
 * goes live section by section in short tasks instead of one commit of some 50 product cards.
 */
export function HomePage() {
  // A section shortcut on another page opens home with the section to scroll to.
  useSectionScrollFromNavigation();
  return (
    <div className="flex flex-col gap-12">
      <HomeBanner />
      <CatalogError />
      <LivePart>
        <FeaturedSection />
      </LivePart>
      <LivePart className="below-fold">
        <NewProductsSection />
      </LivePart>
      <LivePart className="below-fold">
        <SpringSaleSection />
      </LivePart>
      <LivePart className="below-fold">
        <BestSellerSection />
      </LivePart>
      <RecentlyViewed />
      <LivePart className="below-fold flex flex-col gap-12">
        <FeaturesStrip />
        <FaqSection />
      </LivePart>
    </div>
  );
}
