import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';

import { Button } from '@/components/button';
import { useBodyScrollLock } from '@/hooks/use-body-scroll-lock';
import { useEscapeKey } from '@/hooks/use-escape-key';
import { useMediaQueryChange } from '@/hooks/use-media-query-change';
import { trapTab } from '@/lib/trap-tab';

/** Where the sidebar takes over from the drawer (UnoCSS `md`). */
const SIDEBAR_QUERY = '(min-width: 768px)';

interface FilterDrawerProps {
  resultCount: number;
  onClose: () => void;
  /** The filters it holds (the listing's or the search results'). */
  children: ReactNode;
}

/**
 * The filters on small screens: a panel sliding in from the left over a dimmed page, as the
 * header's menu does. A modal dialog for assistive technology (`aria-modal`): focus moves to its
 * close button on opening, Tab and Shift+Tab stay inside it, Escape, the backdrop and the close
 * button close it, and focus goes back to the Filter button. Not a native modal <dialog>: its
 * `showModal()` makes the whole page inert, and restyling every element of the listing would be
 * most of the tap's time to the next paint (`npm run interaction`). Mounted only while open.
 */
export function FilterDrawer({ resultCount, onClose, children }: FilterDrawerProps) {
  const { t } = useLingui();
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  // Focus moves in as it opens and back to what had it (the Filter button) as it closes.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    return () => opener?.focus({ preventScroll: true });
  }, []);
  useEscapeKey(onClose, true);
  useBodyScrollLock(true);
  // Widening the window past the drawer's breakpoint shows the sidebar instead.
  useMediaQueryChange(SIDEBAR_QUERY, onClose);

  return (
    <>
      <div aria-hidden="true" className="fixed inset-0 z-40 bg-black/50" onClick={onClose} />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={trapTab}
        className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-white shadow-xl motion-safe:(animate-slide-in-left animate-duration-200 animate-ease-out)"
      >
        <div className="flex items-center justify-between border-b border-gray-200 px-4 py-3">
          <h2 id={titleId} className="text-lg font-bold text-gray-900">
            {t`Filter`}
          </h2>
          <button
            ref={closeButton}
            type="button"
            aria-label={t`Close filters`}
            onClick={onClose}
            className="h-10 w-10 flex items-center justify-center rounded-full text-2xl text-gray-800 hover:bg-gray-100 focus-visible:(outline-2 outline-offset-2 outline-blue-700)"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
        <div className="border-t border-gray-200 p-4">
          <Button className="w-full" onClick={onClose}>
            {plural(resultCount, { one: 'Show # product', other: 'Show # products' })}
          </Button>
        </div>
      </div>
    </>
  );
}
