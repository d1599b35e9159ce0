import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A prerendered page can be typed into before it is live: its script comes after the first
 * paint. Hydration keeps the state the page was drawn with (an empty field), and the next render
 * would wipe what the shopper typed, or leave it on screen while the form checks the empty state.
 * This hands what was typed to `keep`, once, as the field goes live.
 */
export function useTypedBeforeLive(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  keep: (value: string) => void,
) {
  const checked = useRef(false);
  useLayoutEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const element = field.current;
    // defaultValue is what the page was drawn with; a field drawn by the client has not changed.
    if (element && element.value !== element.defaultValue) keep(element.value);
  }, [field, keep]);
}
