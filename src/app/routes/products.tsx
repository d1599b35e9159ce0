import { ListingPage } from '@/features/listing';

export function ProductsPage() {
  return <ListingPage />;
}
