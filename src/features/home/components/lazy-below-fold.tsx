import { lazyLoaded, loadWhenOnline } from '@/lib/lazy-loaded';

/*
 * Home's features strip and FAQ (below-fold.tsx) are a chunk of their own. A prerendered home
 * hydrates them only once the shopper comes near them (LivePart `near` in routes/home.tsx), so
 * their code is not part of the script the page needs before it is live: the chunk is asked for
 * then, and React keeps their markup until it has come. The prerender loads it ahead
 * (preloadBelowFold), so the page is drawn whole. Should its fetch fail, it is asked for again.
 */
const belowFold = lazyLoaded(
  () => loadWhenOnline(() => import('./below-fold')),
  (module) => module.BelowFold,
);

export const BelowFold = belowFold.Component;

/** Loads the chunk, so that a page drawn at build time draws the sections. */
export const preloadBelowFold = belowFold.preload;
