import { createElement, memo, Suspense, type ComponentType, type ReactNode } from 'react';

import { markLive, PART_ATTRIBUTE } from '@/lib/early-taps';

const part = { [PART_ATTRIBUTE]: '' };

/**
 * A part of a prerendered page that React hydrates and commits on its own, after the rest: a
 * Suspense boundary (a section hydrated in its own slices, or drawn from its own chunk). Its
 * element is marked live as React commits it; until then the page's loader holds a tap on it and
 * plays it once it is (lib/early-taps.ts), where React would not hear it. By default the element
 * takes no box of its own (`display: contents`): the layout is its children's; `className`
 * gives it one (home's sections below the first screen, skipped until near the viewport).
 */
export function LivePart({ children, className = 'contents' }: { children: ReactNode; className?: string }) {
  return (
    <Suspense fallback={null}>
      <div {...part} ref={markLive} className={className}>
        {children}
      </div>
    </Suspense>
  );
}

/**
 * `Component` as a part of its own (LivePart), so that while its chunk loads nothing else waits.
 * Memoised (on plain-value props, or on `same`): a prerendered part that receives an update before
 * its chunk has come is drawn afresh instead of hydrated (React gives up on it), so its markup goes
 * away until the chunk comes, and a tap on it is lost.
 */
export function ownLivePart<P extends object>(
  Component: ComponentType<P>,
  same?: (previous: Readonly<P>, next: Readonly<P>) => boolean,
) {
  return memo((props: P) => createElement(LivePart, null, createElement(Component, props)), same);
}
