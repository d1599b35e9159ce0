import type { ReactNode } from 'react';

import { STICKY_BAR_ID } from '@/features/section-scroll';

/**
 * The header's middle part. Once the page scrolls past the header it is pinned to the top of the
 * window; its slot keeps the same height, so the page does not jump when it leaves the flow.
 * Its height (62 px under 640 px, 75 px above) is what section scrolling offsets by, and the
 * page's scroll padding (uno.config.ts), so what is scrolled into view is not left under it.
 */
export function StickyBar({ stuck, children }: { stuck: boolean; children: ReactNode }) {
  return (
    <div className="h-[62px] sm:h-[75px]">
      <div
        id={STICKY_BAR_ID}
        data-stuck={stuck}
        className={`h-[62px] border-b border-gray-200 bg-white sm:h-[75px] ${
          stuck
            ? 'fixed inset-x-0 top-0 z-30 shadow-md animate-slide-in-down animate-duration-300 motion-reduce:animate-none'
            : 'relative'
        }`}
      >
        <div className="relative mx-auto flex h-full max-w-7xl items-center gap-1 px-3 sm:gap-4 sm:px-4">
          {children}
        </div>
      </div>
    </div>
  );
}
