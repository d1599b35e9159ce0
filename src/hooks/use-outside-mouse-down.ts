import { useEffect, type RefObject } from 'react';

import { useLatest } from './use-latest';

/** Calls `onOutside` when a mouse or touch press starts outside `ref`, while `enabled`. */
export function useOutsideMouseDown(
  ref: RefObject<HTMLElement | null>,
  onOutside: () => void,
  enabled: boolean,
) {
  const handler = useLatest(onOutside);
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
  }, [handler, ref, enabled]);
}
