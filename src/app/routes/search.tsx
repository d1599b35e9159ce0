import { SearchResultsPage } from '@/features/listing';

export function SearchPage() {
  return <SearchResultsPage />;
}
