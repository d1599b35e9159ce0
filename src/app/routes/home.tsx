import { LivePart } from '@/components/live-part';
import { StaticPart } from '@/components/static-part';
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

// The sections below the first screen are hydrated only once near the viewport (LivePart `near`):
// made once here, so that a redraw of the page before then gives them no update (which would make
// React draw them afresh).
const NEW_PRODUCTS = <NewProductsSection />;
const SPRING_SALE = <SpringSaleSection />;
const BEST_SELLER = <BestSellerSection />;
const FEATURES_AND_FAQ = (
  <>
    <StaticPart>
      <FeaturesStrip />
    </StaticPart>
    <FaqSection />
  </>
);

/**
 * Home (spec §2): only these sections, in this order, and the products last opened here (issue 25).
 * Each product section is a part hydrated and committed on its own (LivePart): a prerendered home
 * goes live section by section in short tasks instead of one commit of some 50 product cards, and
 * the sections below the first screen only as the shopper comes near them. The banner and the
 * features strip are static (StaticPart): never hydrated.
 */
export function HomePage() {
  // A section shortcut on another page opens home with the section to scroll to.
  useSectionScrollFromNavigation();
  return (
    <div className="flex flex-col gap-12">
      <StaticPart>
        <HomeBanner />
      </StaticPart>
      <CatalogError />
      <LivePart>
        <FeaturedSection />
      </LivePart>
      <LivePart className="below-fold" near>
        {NEW_PRODUCTS}
      </LivePart>
      <LivePart className="below-fold" near>
        {SPRING_SALE}
      </LivePart>
      <LivePart className="below-fold" near>
        {BEST_SELLER}
      </LivePart>
      <RecentlyViewed />
      <LivePart className="below-fold flex flex-col gap-12" near>
        {FEATURES_AND_FAQ}
      </LivePart>
    </div>
  );
}
