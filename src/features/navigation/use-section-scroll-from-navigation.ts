import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { afterNavigationSettles } from './logic/section-scroll';
import { browserTimers, scrollToSection } from './scroll-to-section';

/** Navigation state a section shortcut passes when it leads to the home page from elsewhere. */
export interface SectionScrollState {
  scrollTo: string;
}

const scrollTargetOf = (state: unknown): string | undefined => {
  if (typeof state !== 'object' || state === null || !('scrollTo' in state)) return undefined;
  return typeof state.scrollTo === 'string' ? state.scrollTo : undefined;
};

/**
 * Called by the home page: when it was opened by a section shortcut, scrolls to that section once
 * the page has settled. Each navigation (location key) scrolls once.
 */
export function useSectionScrollFromNavigation(onDone?: () => void) {
  const { key, state } = useLocation() as { key: string; state: unknown };
  const target = scrollTargetOf(state);
  useEffect(() => {
    if (!target) return;
    let cancelScroll: (() => void) | undefined;
    const cancelWait = afterNavigationSettles(() => {
      cancelScroll = scrollToSection(target, onDone);
    }, browserTimers);
    return () => {
      cancelWait();
      cancelScroll?.();
    };
    // onDone is a completion notice, not a reason to scroll again, so it is not a dependency.
  }, [key, target]);
}
