import { PageTitle } from '@/components/page-title';
import { useResetCategoryFilter } from '@/features/listing';

export function CartPage() {
  useResetCategoryFilter();
  return (
    <section>
      <PageTitle title="Your Cart">Your Cart</PageTitle>
    </section>
  );
}
