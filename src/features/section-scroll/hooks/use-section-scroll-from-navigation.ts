import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { browserTimers, scrollToSection } from '../logic/scroll-to-section';
import { afterNavigationSettles, sectionScrollTarget } from '../logic/section-scroll';

/**
 * Called by the home page: when it was opened by a section link, scrolls to that section once
 * the page has settled. Each navigation (location key) scrolls once.
 */
export function useSectionScrollFromNavigation(onDone?: () => void) {
  const { key, state } = useLocation() as { key: string; state: unknown };
  const target = sectionScrollTarget(state);
  // A completion notice, not a reason to scroll again: the effect reads the latest one.
  const latestOnDone = useRef(onDone);
  useLayoutEffect(() => {
    latestOnDone.current = onDone;
  });
  useEffect(() => {
    if (!target) return;
    let cancelScroll: (() => void) | undefined;
    const cancelWait = afterNavigationSettles(() => {
      cancelScroll = scrollToSection(target, () => latestOnDone.current?.());
    }, browserTimers);
    return () => {
      cancelWait();
      cancelScroll?.();
    };
  }, [key, target]);
}
