import { useEffect, useState } from 'react';

/**
 * Whether `element` has come within `margin` of the screen (a CSS margin: '50%' is half the
 * screen's size beyond each edge). Once true it stays true and stops watching. Where the browser
 * has no IntersectionObserver it is true at once, so that nothing waits for ever.
 */
export function useNearViewport(element: Element | null, margin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near || !watchable()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near || !watchable();
}

const watchable = () => typeof IntersectionObserver === 'function';
