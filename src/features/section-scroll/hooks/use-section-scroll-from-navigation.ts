import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { useLatest } from '@/hooks/use-latest';

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
  const latestOnDone = useLatest(onDone);
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
  }, [latestOnDone, key, target]);
}
