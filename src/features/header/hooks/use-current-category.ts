import { useLocation, useSearchParams } from 'react-router-dom';

import { PRODUCTS_PATH } from '@/lib/routes';

/** The category the listing was opened with (its `q` parameter), or null on any other page. */
export function useCurrentCategory(): string | null {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return pathname === PRODUCTS_PATH ? params.get('q') : null;
}
