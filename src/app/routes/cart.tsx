import { useAtomValue } from 'jotai';

import { CartView } from '@/features/cart';
import { catalogAtom } from '@/features/catalog';
import { useResetCategoryFilter } from '@/features/listing';

export function CartPage() {
  useResetCategoryFilter();
  return <CartView catalog={useAtomValue(catalogAtom)} />;
}
