import { useSetAtom } from 'jotai';
import { useEffect } from 'react';

import { clearCategoriesAtom } from '../atoms';

/** Pages that reset the listing's category selection when they open (spec §2: cart, contact, dashboard). */
export function useResetCategoryFilter() {
  const clearCategories = useSetAtom(clearCategoriesAtom);
  useEffect(() => clearCategories(), [clearCategories]);
}
