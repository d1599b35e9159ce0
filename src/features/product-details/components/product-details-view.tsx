import { useLingui } from '@lingui/react/macro';

import { Breadcrumb } from '@/components/breadcrumb';
import { PageTitle } from '@/components/page-title';
import { StaticPart } from '@/components/static-part';
import type { Product, ProductCardRecord } from '@/features/catalog';
import { RecentlyViewed } from '@/features/recently-viewed';
import { categoryLabel, typeLabel } from '@/lib/i18n';
import { categoryPath, HOME_PATH } from '@/lib/routes';

import { ProductGallery } from './product-gallery';
import { ProductInformation } from './product-information';
import { ProductSummary } from './product-summary';
import { PurchasePanel } from './purchase-panel';
import { RelatedProducts } from './related-products';
import { ServiceInfo } from './service-info';

interface ProductDetailsViewProps {
  product: ProductCardRecord;
  /** Missing when offline and never opened: only the card fields are known. */
  details?: Pick<Product, 'description' | 'specifications'> | undefined;
}

/** The product details page (spec §2) for a product whose card fields, at least, are known. */
export function ProductDetailsView({ product, details }: ProductDetailsViewProps) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-10">
      <div>
        {/* The trail, the promises and the information are the same once the page is live: not hydrated. */}
        <StaticPart of={product.id}>
          <Breadcrumb
            crumbs={[
              { label: t`Home`, to: HOME_PATH },
              { label: categoryLabel(product.category), to: categoryPath(product.category) },
              { label: typeLabel(product.type) },
              { label: product.title },
            ]}
          />
        </StaticPart>
        <div className="grid gap-6 md:grid-cols-2 lg:gap-10">
          <ProductGallery images={product.images} title={product.title} />
          <div className="flex flex-col gap-6">
            <div>
              <PageTitle title={product.title}>
                <span lang="en">{product.title}</span>
              </PageTitle>
              <ProductSummary product={product} />
            </div>
            <PurchasePanel product={product} />
            <StaticPart>
              <ServiceInfo />
            </StaticPart>
          </div>
        </div>
      </div>
      {details ? (
        <ProductInformation key={product.id} details={details} />
      ) : (
        <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
          {t`The description and specifications of this product need an internet connection. They will appear here once you are back online.`}
        </p>
      )}
      <RelatedProducts product={product} />
      <RecentlyViewed current={product.id} />
    </div>
  );
}
