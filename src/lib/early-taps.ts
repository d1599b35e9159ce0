import { nextTask } from './next-task.ts';
import { hasReactFiber } from './react-fiber.ts';

declare global {
  interface Window {
    /** Taps and forms sent before the page was live, in order (the prerendered page's loader). */
    eshopEarlyTaps?: Element[];
    /** Set once the page is live: the loader then holds only taps on parts not hydrated yet. */
    eshopLive?: boolean;
    /** Set once the page is live: the loader calls it for each tap it holds from then on. */
    eshopReplay?: () => void;
  }
}

/** How long a tap waits for its part of the page (a section hydrated from its own chunk) to be live. */
export const HYDRATION_WAIT_MS = 5000;
const HYDRATION_POLL_MS = 50;

/**
 * A part of the page that React hydrates and commits on its own, after the rest (a Suspense
 * boundary: the footer, a home section, a card's heart), is marked with this attribute (LivePart).
 */
export const PART_ATTRIBUTE = 'data-part';
/** Set on a part once React has committed it (`markLive`): from then on it hears taps. */
export const LIVE_ATTRIBUTE = 'data-live';

/** A ref for a part's element: React attaches refs as it commits, so the part is live by then. */
export const markLive = (element: Element | null) => {
  element?.setAttribute(LIVE_ATTRIBUTE, '');
};

/**
 * True once React has taken the element over and can hear a tap on it. React marks the nodes it
 * hydrates while it renders, before it commits them: a part of the page hydrated on its own
 * (its code in a chunk of its own, or hydrated after the rest) has marked nodes for a while that
 * hear nothing yet. A tap there would do nothing, and a form would be sent by the browser,
 * reloading the page and losing what was typed. So a node in a part is taken once the part is live.
 * The prerendered page's loader (scripts/after-paint-loader.ts) asks the same question, through this.
 */
export const isHydrated = (element: Element) =>
  element.closest(`[${PART_ATTRIBUTE}]:not([${LIVE_ATTRIBUTE}])`) === null && hasReactFiber(element);

/**
 * A prerendered page is drawn before its script arrives, and a shopper on a slow phone taps what
 * is drawn. The page's inline loader (scripts/after-paint-scripts.ts) holds each such tap on a
 * button, tab or radio, and each form sent; once the page is live they are played again here, in
 * order, each in its own task so that three taps on + count three, and each once its part of the
 * page is hydrated. A control the live page no longer shows, or that is not hydrated within
 * HYDRATION_WAIT_MS, is skipped. Later taps reach React directly, except on a part of the page
 * still unhydrated: the loader holds those too, and they are played the same way.
 */
export function replayEarlyTaps(win: Window = window): Promise<void> {
  let replaying = playHeldTaps(win);
  // From now on the loader holds only taps on a part not hydrated yet (the footer, from its own
  // chunk), and asks for them to be played in turn, once that part is live.
  win.eshopReplay = () => {
    replaying = replaying.then(() => playHeldTaps(win));
  };
  win.eshopLive = true;
  return replaying;
}

async function playHeldTaps(win: Window) {
  const taps = win.eshopEarlyTaps?.splice(0) ?? [];
  for (const target of taps) {
    // One task after another: each replayed tap's updates are drawn before the next tap reads them.
    await nextTask();
    let waited = 0;
    while (target.isConnected && !isHydrated(target) && waited < HYDRATION_WAIT_MS) {
      await nextTask(HYDRATION_POLL_MS);
      waited += HYDRATION_POLL_MS;
    }
    if (!target.isConnected || !isHydrated(target)) continue;
    if (target instanceof HTMLFormElement) target.requestSubmit();
    else if (target instanceof HTMLElement) target.click();
  }
}
