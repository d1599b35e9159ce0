import { WhenLive } from '@/components/when-live';
import { lazyLoaded, loadWhenOnline } from '@/lib/lazy-loaded';

/*
 * In its own chunk, drawn once the page is live: the list is this device's, unknown to the
 * prerendered page, and none of it belongs in the script a page needs before it is live. The chunk
 * is asked for as the page hydrates, so that once live a product page records its product at once
 * (a shopper who moves on quickly still has it listed).
 */
const section = lazyLoaded(
  () => loadWhenOnline(() => import('./recently-viewed-section')),
  (module) => module.RecentlyViewedSection,
);

/**
 * The products last opened on this device (components/recently-viewed-section.tsx): on home, and
 * under a product's related products, where it also records that product as opened (`current`).
 */
export function RecentlyViewed({ current }: { current?: number }) {
  section.preload().catch(() => undefined); // once; a failed load is asked for again when drawn
  return (
    <WhenLive>
      <section.Component current={current} />
    </WhenLive>
  );
}
