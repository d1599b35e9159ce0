import { Suspense, type ReactNode } from 'react';

import { useHydrated } from '@/hooks/use-hydrated';

/**
 * Draws `children` (lazy components, in their own chunks) once the page is live: nothing while
 * a prerendered page is drawn at build time or hydrated, and nothing while their chunk loads.
 */
export function WhenLive({ children }: { children: ReactNode }) {
  const live = useHydrated();
  return live ? <Suspense fallback={null}>{children}</Suspense> : null;
}
