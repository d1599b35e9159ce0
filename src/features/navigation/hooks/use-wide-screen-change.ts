import { useEffect, useRef } from 'react';

import { MOBILE_BREAKPOINT_PX } from '@/lib/constants';

/**
 * Calls `onWide` when the window grows past the mobile breakpoint, so overlays that only exist
 * on small screens (mobile menu, expanded search) do not stay open, and keep the page locked,
 * after a rotation or resize.
 */
export function useWideScreenChange(onWide: () => void) {
  const handler = useRef(onWide);
  useEffect(() => {
    handler.current = onWide;
  });
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) handler.current();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);
}
