import { ownLivePart } from '@/components/live-part';
import { WhenLive } from '@/components/when-live';
import { lazyLoaded, loadWhenOnline } from '@/lib/lazy-loaded';

import type { CompareToggleProps } from './compare-toggle';

/*
 * Compare's toggle and tray are in their own chunk, so the script a prerendered page needs before
 * it is live does not grow. A prerendered card draws its Compare button (the prerender
 * loads the chunk ahead: preloadCompareControls), which is hydrated once the chunk has arrived,
 * asked for as the page hydrates; a tap on it before then is held by the page's loader and
 * played once it is hydrated (lib/early-taps.ts). Should its fetch fail, the chunk is asked for
 * again (lib/lazy-loaded.ts).
 */
const loadControls = () => loadWhenOnline(() => import('../controls'));
const toggle = lazyLoaded(loadControls, (module) => module.CompareToggle);
const tray = lazyLoaded(loadControls, (module) => module.CompareTray);

/** Loads the controls' chunk, so that a page drawn at build time draws them. */
export const preloadCompareControls = () => Promise.all([toggle.preload(), tray.preload()]);

/**
 * Compare on a product card or page (components/compare-toggle.tsx), a part of its own, drawn
 * again only for another product, title or look: a product page's product is a new object whenever
 * it is read again.
 */
export const CompareToggle = ownLivePart(
  toggle.Component,
  (previous: CompareToggleProps, next: CompareToggleProps) =>
    previous.look === next.look &&
    previous.product.id === next.product.id &&
    previous.product.title === next.product.title,
);

/** The tray of products chosen to compare, once the page is live (components/compare-tray.tsx). */
export function CompareTray() {
  return (
    <WhenLive>
      <tray.Component />
    </WhenLive>
  );
}
