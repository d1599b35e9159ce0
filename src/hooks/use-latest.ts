import { useEffect, useRef } from 'react';

/**
 * A ref holding the latest `value` a component rendered with: for a handler that a long-lived
 * listener or timer calls, so callers need not memoise it and the listener is not set up again.
 * The ref itself never changes: listing it among an effect's dependencies costs nothing.
 */
export function useLatest<T>(value: T) {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  return latest;
}
