import { useAtomValue } from 'jotai';

import { useHydrated } from '@/hooks/use-hydrated';

import { wishlistAtom } from '../atoms';

/**
 * Whether product `id` is in the wishlist. Drawn not pressed while a prerendered page is drawn or
 * hydrated (the server cannot know), so hydration matches the page; the live page then shows it.
 */
export function useWished(id: number): boolean {
  const { ids } = useAtomValue(wishlistAtom);
  return useHydrated() && ids.includes(id);
}
