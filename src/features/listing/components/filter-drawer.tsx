import { useEffect, useId, useRef } from 'react';

import { Button } from '@/components/button';
import { useBodyScrollLock } from '@/hooks/use-body-scroll-lock';
import { useMediaQueryChange } from '@/hooks/use-media-query-change';
import { PRICE_STEP_DRAWER } from '@/lib/constants';

import { FilterPanel } from './filter-panel';

/** Where the sidebar takes over from the drawer (UnoCSS `md`). */
const SIDEBAR_QUERY = '(min-width: 768px)';

interface FilterDrawerProps {
  resultCount: number;
  onClose: () => void;
}

/**
 * The filters on small screens: a panel sliding in from the left over a dimmed page. The native
 * modal <dialog> keeps focus inside, makes the page behind inert and closes on Escape; the
 * backdrop and the close button close it too, and focus goes back to the Filter button.
 * Mounted only while open.
 */
export function FilterDrawer({ resultCount, onClose }: FilterDrawerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  // A modal dialog does not stop the page behind it from scrolling.
  useBodyScrollLock(true);
  // Widening the window past the drawer's breakpoint shows the sidebar instead.
  useMediaQueryChange(SIDEBAR_QUERY, onClose);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // Only the backdrop lands on the dialog element itself; the panel fills it.
        if (event.target === event.currentTarget) onClose();
      }}
      className="fixed inset-y-0 left-0 m-0 h-full max-h-none w-[min(22rem,88vw)] max-w-none border-0 bg-white p-0 shadow-xl backdrop:bg-black/50 motion-safe:(animate-slide-in-left animate-duration-200 animate-ease-out)"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-gray-200 px-4 py-3">
          <h2 id={titleId} className="text-lg font-bold text-gray-900">
            Filter
          </h2>
          <button
            type="button"
            aria-label="Close filters"
            onClick={onClose}
            className="h-10 w-10 flex items-center justify-center rounded-full text-2xl text-gray-800 hover:bg-gray-100 focus-visible:(outline-2 outline-offset-2 outline-blue-700)"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-4 py-4">
          <FilterPanel priceStep={PRICE_STEP_DRAWER} />
        </div>
        <div className="border-t border-gray-200 p-4">
          <Button className="w-full" onClick={onClose}>
            Show {resultCount} {resultCount === 1 ? 'product' : 'products'}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
