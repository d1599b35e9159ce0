import { useEffect, useRef, type RefObject } from 'react';

/** Calls `onOutside` when a mouse or touch press starts outside `ref`, while `enabled`. */
export function useOutsideMouseDown(
  ref: RefObject<HTMLElement | null>,
  onOutside: () => void,
  enabled: boolean,
) {
  // The latest handler, so callers need not memoise it.
  const handler = useRef(onOutside);
  useEffect(() => {
    handler.current = onOutside;
  });
  useEffect(() => {
    if (!enabled) return;
    const onPress = (event: MouseEvent | TouchEvent) => {
      const element = ref.current;
      if (element && event.target instanceof Node && !element.contains(event.target)) handler.current();
    };
    document.addEventListener('mousedown', onPress);
    document.addEventListener('touchstart', onPress, { passive: true });
    return () => {
      document.removeEventListener('mousedown', onPress);
      document.removeEventListener('touchstart', onPress);
    };
  }, [ref, enabled]);
}
