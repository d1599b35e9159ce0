import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every page scrolls smoothly to the top when it loads (spec §2), unless it asked for a section. */
export function ScrollToTop() {
  const { pathname, state } = useLocation() as { pathname: string; state: unknown };
  const scrollTarget = (state as { scrollTo?: string } | null)?.scrollTo;
  useEffect(() => {
    if (!scrollTarget) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname, scrollTarget]);
  return null;
}
