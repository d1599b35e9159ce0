import { SECTION_SCROLL_COMPLETE_MS } from '@/lib/constants';
import { scrollBehavior } from '@/lib/reduced-motion';

import { layOutBefore } from './lay-out-before';
import { retryUntilFound, sectionScrollTop, stickyBarOffset, type Timers } from './section-scroll';

/** The id of the header bar that sticks to the top; its height offsets section scrolling. */
export const STICKY_BAR_ID = 'sticky-bar';

export const browserTimers: Timers = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  requestAnimationFrame: (callback) => window.requestAnimationFrame(callback),
};

/**
 * Scrolls smoothly to a home section so its top sits under the sticky bar, retrying while the
 * section is not rendered yet. The parts of the page above it that skip layout are laid out first,
 * so the scroll is aimed at where the section really is, not at a guess. `onDone` runs once the
 * scroll has had time to finish. Returns a cancel function.
 */
export function scrollToSection(id: string, onDone?: () => void): () => void {
  return retryUntilFound({
    find: () => document.getElementById(id),
    onFound: (section) => {
      layOutBefore(section);
      const targetTop = () => {
        const measured = document.getElementById(STICKY_BAR_ID)?.offsetHeight;
        const offset = stickyBarOffset(measured, window.innerWidth);
        return sectionScrollTop(section.getBoundingClientRect().top, window.scrollY, offset);
      };
      const top = targetTop();
      if (Math.abs(top - window.scrollY) > 1) followUntilLanded(top, targetTop);
      window.scrollTo({ top, behavior: scrollBehavior() });
      if (onDone) window.setTimeout(onDone, SECTION_SCROLL_COMPLETE_MS);
    },
    onMissing: (retriesLeft) =>
      console.warn(`Section #${id} is not on the page yet; ${retriesLeft} retries left.`),
    timers: browserTimers,
  });
}

/** How long a smooth scroll may take before a late correction would surprise the visitor. */
const LANDING_WINDOW_MS = 2000;

/**
 * Sections above the target may still be filling in (lists arriving, images sizing) while the
 * smooth scroll runs, moving the target. Every frame of the scroll, it is aimed again at where the
 * target is now, so the one scroll bends towards it instead of ending elsewhere and jumping again.
 * When the scroll ends short of the target all the same (the page was too short to reach it), it
 * scrolls there once more. The visitor taking over scrolling ends all this.
 */
function followUntilLanded(aimedAt: number, targetTop: () => number) {
  if (!('onscrollend' in window)) return;
  const takeOver = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  let aim = aimedAt;
  let following = true;
  const stop = () => {
    following = false;
    window.removeEventListener('scrollend', land);
    for (const type of takeOver) window.removeEventListener(type, stop);
    window.clearTimeout(timer);
  };
  const retarget = () => {
    if (!following) return;
    const top = targetTop();
    if (Math.abs(top - aim) > 1) {
      aim = top;
      window.scrollTo({ top, behavior: scrollBehavior() });
    }
    window.requestAnimationFrame(retarget);
  };
  const land = () => {
    stop();
    const top = targetTop();
    if (Math.abs(top - window.scrollY) > 1) window.scrollTo({ top, behavior: scrollBehavior() });
  };
  window.addEventListener('scrollend', land);
  for (const type of takeOver) window.addEventListener(type, stop, { passive: true });
  const timer = window.setTimeout(stop, LANDING_WINDOW_MS);
  window.requestAnimationFrame(retarget);
}
