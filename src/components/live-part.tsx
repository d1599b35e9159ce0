import {
  createElement,
  memo,
  Suspense,
  useContext,
  useId,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

import { useHydrating } from '@/hooks/use-hydrated';
import { markLive, PART_ATTRIBUTE } from '@/lib/early-taps';

import { Prerendering } from './static-part';

const part = { [PART_ATTRIBUTE]: '' };

/** Marks a part hydrated only once near the viewport; its value pairs the page's element with its part. */
const NEAR_ATTRIBUTE = 'data-near';
/** How far below (or above) the screen a part starts to be hydrated: about a screen ahead of a scroll. */
const NEAR_MARGIN = '600px';

/** Marks a promise settled, so a part asking for it again goes on without waiting. */
function markSettled(promise: Promise<void>) {
  void Object.assign(promise, { status: 'fulfilled' });
}

/**
 * Suspends the component until `promise` is settled: React shows (or, hydrating, keeps) what its
 * Suspense boundary has and tries again once the thrown promise resolves.
 */
function waitFor(promise: Promise<void>) {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- how React 18 is told to wait
  if ((promise as { status?: string }).status !== 'fulfilled') throw promise;
}

/** Per part (its React id): resolved once its element has come near the viewport. */
const reached = new Map<string, Promise<void>>();
/** The parts still waiting, each with what lets it go. */
const waiting = new Set<() => void>();

/**
 * Lets every part still waiting be hydrated now. For a move to another page: React does not draw
 * the next page while a part of this one waits to be hydrated (it cannot tell whether the change
 * concerns that part), so the move would wait for the shopper to scroll.
 */
export function wakeWaitingParts() {
  for (const wake of [...waiting]) wake();
}

/**
 * Resolves once the prerendered element of part `id` is within NEAR_MARGIN of the viewport (where
 * it is before a shopper can tap it or tab into it: focus scrolls it into view). A tap there before
 * it is live is held by the page's loader and played once it is. An element that cannot be found,
 * or a browser without IntersectionObserver, does not wait.
 */
function nearViewport(id: string): Promise<void> {
  let promise = reached.get(id);
  if (promise) return promise;
  const element = document.querySelector(`[${NEAR_ATTRIBUTE}="${CSS.escape(id)}"]`);
  if (!element || typeof IntersectionObserver === 'undefined') {
    promise = Promise.resolve();
    markSettled(promise);
  } else {
    promise = new Promise<void>((resolve) => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((seen) => seen.isIntersecting)) done();
        },
        { rootMargin: `${NEAR_MARGIN} 0px` },
      );
      const done = () => {
        waiting.delete(done);
        observer.disconnect();
        if (promise) markSettled(promise);
        resolve();
      };
      waiting.add(done);
      // A part without a box of its own (`display: contents`) never intersects: its children do.
      for (const target of [element, ...element.children]) observer.observe(target);
    });
  }
  reached.set(id, promise);
  return promise;
}

/** The part's element; while React hydrates it and it is far from the viewport, it waits (suspends). */
function PartElement({
  children,
  className,
  near,
}: {
  children: ReactNode;
  className: string;
  near: boolean;
}) {
  const id = useId();
  const prerendering = useContext(Prerendering);
  const hydrating = useHydrating();
  // Taken once, so that the part's renders after hydration ask the same (settled) promise again,
  // as React requires of a component that once waited on one.
  const [waits] = useState(near && hydrating && !prerendering);
  // Suspended, the part stays the server's markup (React keeps a part it has not hydrated yet).
  if (waits) waitFor(nearViewport(id));
  return (
    <div {...part} {...(near ? { [NEAR_ATTRIBUTE]: id } : {})} ref={markLive} className={className}>
      {children}
    </div>
  );
}

/**
 * A part of a prerendered page that React hydrates and commits on its own, after the rest: a
 * Suspense boundary (a section hydrated in its own slices, or drawn from its own chunk). Its
 * element is marked live as React commits it; until then the page's loader holds a tap on it and
 * plays it once it is (lib/early-taps.ts), where React would not hear it. By default the element
 * takes no box of its own (`display: contents`): the layout is its children's; `className`
 * gives it one (home's sections below the first screen, skipped until near the viewport).
 *
 * `near`: on a prerendered page, the part is hydrated only once it comes near the viewport, not
 * with the rest: its components are not run for a shopper who never
 * scrolls to it. Drawn in the app, it is drawn at once. A part that waits must receive no update
 * before it is hydrated (React would draw it afresh and report it): it is memoised, so give it
 * `children` that do not change, such as an element made once at the module's top level. And it
 * must draw nothing the session changes once the page is live (prices and stock from the catalog,
 * the cart, the wishlist's hearts): hydrated after such a change, it would no longer match its
 * markup. Nor may it hold a control that appears only once live (the footer's Install): nothing
 * would show a shopper where to scroll. Home's features strip and FAQ wait; the product sections
 * and the footer do not.
 */
export const LivePart = memo(function LivePart({
  children,
  className = 'contents',
  near = false,
}: {
  children: ReactNode;
  className?: string;
  near?: boolean;
}) {
  return (
    <Suspense fallback={null}>
      <PartElement className={className} near={near}>
        {children}
      </PartElement>
    </Suspense>
  );
});

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
  return memo((props: P) => createElement(LivePart, { children: createElement(Component, props) }), same);
}
