import { ContactView } from '@/features/contact';
import { useResetCategoryFilter } from '@/features/listing';

export function ContactPage() {
  useResetCategoryFilter();
  return <ContactView />;
}
