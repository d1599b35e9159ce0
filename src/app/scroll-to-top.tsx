import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { sectionScrollTarget } from '@/features/section-scroll';
import { scrollBehavior } from '@/lib/reduced-motion';

/** Every page scrolls smoothly to the top when it loads (spec §2), unless it asked for a section. */
export function ScrollToTop() {
  const { pathname, state } = useLocation() as { pathname: string; state: unknown };
  const scrollTarget = sectionScrollTarget(state);
  useEffect(() => {
    if (!scrollTarget) window.scrollTo({ top: 0, behavior: scrollBehavior() });
  }, [pathname, scrollTarget]);
  return null;
}
