import { CompareView } from '@/features/compare';
import { useResetCategoryFilter } from '@/features/listing';

/** Compare: the products of the address side by side; drawn from the shell, never prerendered. */
export function ComparePage() {
  useResetCategoryFilter();
  return <CompareView />;
}
