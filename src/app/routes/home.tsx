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
import { useSectionScrollFromNavigation } from '@/features/section-scroll';

/** Home (spec §2): only these sections, in this order. */
export function HomePage() {
  // A section shortcut on another page opens home with the section to scroll to.
  useSectionScrollFromNavigation();
  return (
    <div className="flex flex-col gap-12">
      <HomeBanner />
      <CatalogError />
      <FeaturedSection />
      <NewProductsSection />
      <SpringSaleSection />
      <BestSellerSection />
      <FeaturesStrip />
      <FaqSection />
    </div>
  );
}
