import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled further than `threshold` pixels. A function threshold is read on
 * every check, so it can follow a header whose height changes. Checks at most once a frame.
 */
export function useScrolledPast(threshold: number | (() => number)): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const limit = typeof threshold === 'function' ? threshold() : threshold;
      setPast(window.scrollY > limit);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return past;
}
