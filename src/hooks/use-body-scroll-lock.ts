import { useEffect } from 'react';

// Several overlays (menu, mobile search) may lock at once; the page scrolls again after the last.
let locks = 0;
let savedOverflow = '';

/** Keeps the page from scrolling behind an open overlay. */
export function useBodyScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    if (locks === 0) {
      savedOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = savedOverflow;
    };
  }, [locked]);
}
