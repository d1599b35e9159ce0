declare global {
  interface Window {
    /** Taps and forms sent before the page was live, in order (the prerendered page's loader). */
    eshopEarlyTaps?: Element[];
    /** Set once the page is live: the loader stops holding taps back. */
    eshopLive?: boolean;
  }
}

/** One task after another: each replayed tap's updates are drawn before the next tap reads them. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A prerendered page is drawn before its script arrives, and a shopper on a slow phone taps what
 * is drawn. The page's inline loader (scripts/after-paint-scripts.ts) holds each such tap on a
 * button, tab or radio, and each form sent; once the page is live they are played again here, in
 * order, each in its own task so that three taps on + count three. A control the live page no
 * longer shows is skipped. Later taps reach React directly.
 */
export async function replayEarlyTaps(win: Window = window): Promise<void> {
  win.eshopLive = true;
  const taps = win.eshopEarlyTaps?.splice(0) ?? [];
  for (const target of taps) {
    await nextTask();
    if (!target.isConnected) continue;
    if (target instanceof HTMLFormElement) target.requestSubmit();
    else if (target instanceof HTMLElement) target.click();
  }
}
