import { atom, useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';

import type { ProductCardRecord } from '@/features/catalog';
import type { ProductSearch } from '@/features/catalog/search';
import { loadOnce } from '@/lib/load-once';

/**
 * The shop's search comes in its own chunk, loaded when a shopper first reaches for the search box
 * (focus or a key), not with the script every page needs before it is live. Offline, the service
 * worker has it.
 */
const loadSearch = loadOnce(() => import('@/features/catalog/search'));
type SearchModule = Awaited<ReturnType<typeof loadSearch>>;

const searchModuleAtom = atom<SearchModule | undefined>(undefined);
const notYetAtom = atom<ProductSearch<ProductCardRecord> | undefined>(undefined);

/** The catalog's search and its highlighter once loaded; asks for them while `wanted`. */
export function useProductSearch(wanted: boolean) {
  const [module, setModule] = useAtom(searchModuleAtom);
  useEffect(() => {
    if (!wanted || module) return;
    loadSearch().then(setModule, (error: unknown) => {
      // Asked again at the next focus or key (loadOnce forgets a failed load).
      console.warn('Search could not load:', error);
    });
  }, [wanted, module, setModule]);
  const search = useAtomValue(module?.productSearchAtom ?? notYetAtom);
  return { search, markedParts: module?.markedParts };
}
