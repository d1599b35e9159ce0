import { useLocation, useSearchParams } from 'react-router-dom';

/** The category the listing was opened with (its `q` parameter), or null on any other page. */
export function useCurrentCategory(): string | null {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return pathname === '/products' ? params.get('q') : null;
}
