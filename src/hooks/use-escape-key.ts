import { useEffect } from 'react';

import { useLatest } from './use-latest';

/**
 * Calls `onEscape` when Escape is pressed anywhere on the page, while `enabled`: an overlay closes
 * wherever focus is, even after a tap on its background has left focus on the page's body.
 */
export function useEscapeKey(onEscape: () => void, enabled: boolean) {
  const handler = useLatest(onEscape);
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') handler.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [handler, enabled]);
}
