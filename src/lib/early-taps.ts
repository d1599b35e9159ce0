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

/** One task after another: each replayed tap's updates are drawn before the next tap reads them. */
const nextTask = (ms = 0) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How long a tap waits for its part of the page (a section hydrated from its own chunk) to be live. */
export const HYDRATION_WAIT_MS = 5000;
const HYDRATION_POLL_MS = 50;

/**
 * True once React has taken the element over (it marks the nodes it creates or hydrates). A part
 * of the page whose code comes in its own chunk (the footer) stays unhydrated markup until then:
 * a click there would do nothing, and a form would be sent by the browser, reloading the page.
 */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

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
