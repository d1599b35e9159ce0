import { LivePart } from '@/components/live-part';
import { StaticPart } from '@/components/static-part';
import {
  BelowFold,
  BestSellerSection,
  CatalogError,
  FeaturedSection,
  HomeBanner,
  NewProductsSection,
  SpringSaleSection,
} from '@/features/home';
import { RecentlyViewed } from '@/features/recently-viewed';
import { useSectionScrollFromNavigation } from '@/features/section-scroll';

// Below the first screen, the features strip and the FAQ are hydrated only once near the viewport
// (LivePart `near`), from a chunk of their own asked for then: nothing in them follows the session.
// Made once here, so that a redraw of the page before then gives the part no update (which would
// make React draw it afresh). The product sections are hydrated with the page: their prices,
// hearts and stock follow the catalog and the session, which change them as soon as the page is
// live, and a part hydrated after such a change would no longer match its markup.
const FEATURES_AND_FAQ = <BelowFold />;

/**
 * Home (spec §2): only these sections, in this order, and the products last opened here.
 * Each product section is a part hydrated and committed on its own (LivePart): a prerendered home
 * goes live section by section in short tasks instead of one commit of some 50 product cards; the
 * features strip and FAQ only as the shopper comes near them. The banner and the features strip
 * are static (StaticPart): never hydrated.
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
      <LivePart className="below-fold flex flex-col gap-12" near>
        {FEATURES_AND_FAQ}
      </LivePart>
    </div>
  );
}
