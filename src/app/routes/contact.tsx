import { PageTitle } from '@/components/page-title';
import { useResetCategoryFilter } from '@/features/listing';

export function ContactPage() {
  useResetCategoryFilter();
  return (
    <section>
      <PageTitle title="Contact">Contact</PageTitle>
    </section>
  );
}
