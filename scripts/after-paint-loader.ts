// The prerendered page's inline script. It runs in the page, not in Node: after-paint-scripts.ts
// bundles it (with what it imports) into one script at build time, and the page carries that text.
// So it imports only small modules without side effects, and its text is the same in every page,
// which keeps its hash in the Content-Security-Policy one value per build.
// See docs/architecture.md, "Prerendered pages".
import { isHydrated } from '../src/lib/early-taps.ts';
import type { InstallOffer } from '../src/lib/install-offer.ts';

export const PAGE_SCRIPTS_ID = 'page-scripts';

/**
 * What the loader adds back: the entry modules, the modules to fetch alongside them, and the web
 * manifest (the browser fetches a linked one as the page loads, to see if it installs).
 */
export interface PageScripts {
  entries: string[];
  preloads: string[];
  manifest?: string;
}

/**
 * What a tap is kept for, before the page is live or, after, on a part not hydrated yet: buttons,
 * tabs and radios (lib/early-taps.ts).
 */
export const EARLY_TAP_TARGETS = 'button,[role=button],[role=tab],input[type=radio]';

/** How many module preloads the loader adds in one task. */
export const PRELOADS_PER_TASK = 3;

/** Keeps an install offer that comes before the app's script runs (lib/install-offer.ts reads it). */
function keepInstallOffer() {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    window.eshopInstallOffer = event as InstallOffer;
  });
}

/**
 * Holds every tap on a control of the page, and every form sent, until the page is live: the
 * markup has no handlers yet, so each is held (a form is not sent, a radio not ticked) and listed
 * in order for lib/early-taps.ts to replay. Links and checkboxes are left to the browser. Once the
 * page is live, only taps on a part not hydrated yet are held, and each asks for a replay.
 */
function holdEarlyTaps() {
  const held: Element[] = (window.eshopEarlyTaps = []);
  const hold = (event: Event) => {
    const target = event.target;
    const root = document.getElementById('root');
    if (!(target instanceof Element) || !root?.contains(target)) return;
    const control = event.type === 'submit' ? target : target.closest(EARLY_TAP_TARGETS);
    if (!control || !root.contains(control) || (window.eshopLive && isHydrated(control))) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(control);
    if (window.eshopLive) window.eshopReplay?.();
  };
  addEventListener('click', hold, true);
  addEventListener('submit', hold, true);
}

/** Adds an element to the document's head with the given properties. */
function addToHead<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]>,
) {
  document.head.append(Object.assign(document.createElement(tag), properties));
}

/**
 * Adds the page's scripts listed in its JSON: the entry first, then its preloads a few per task.
 * Each added element starts a fetch, which costs the main thread a little, and all of them in one
 * task would make it one of a first visit's longest (figures: docs/decisions.md).
 */
function addPageScripts() {
  const scripts = JSON.parse(document.getElementById(PAGE_SCRIPTS_ID)?.textContent ?? '') as PageScripts;
  for (const src of scripts.entries)
    addToHead('script', { crossOrigin: '', type: 'module', async: false, src });
  if (scripts.manifest) addToHead('link', { rel: 'manifest', href: scripts.manifest });
  const rest = scripts.preloads.slice();
  const addSome = () => {
    for (const href of rest.splice(0, PRELOADS_PER_TASK))
      addToHead('link', { crossOrigin: '', rel: 'modulepreload', href });
    if (rest.length > 0) setTimeout(addSome);
  };
  addSome();
}

/** The performance observer if it reports paints: an old browser may lack it, whatever the types say. */
function paintObserver(): typeof PerformanceObserver | undefined {
  const Observer = window.PerformanceObserver as typeof PerformanceObserver | undefined;
  const types: readonly string[] | undefined = Observer?.supportedEntryTypes;
  return types?.includes('paint') ? Observer : undefined;
}

/**
 * Adds the page's scripts at the frame after the page is parsed, then its first contentful paint
 * on screen: the frame's callbacks run before it is drawn, and its pixels reach the screen a frame
 * or more later. A browser without paint timing starts at that frame, as does a page that was
 * hidden before it (opened in a background tab: browsers report no paint for it) and, a second
 * after the frame, one whose paint never comes (a page of no text).
 */
function addScriptsAfterPaint() {
  let hidden = document.visibilityState === 'hidden';
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') hidden = true;
  });
  addEventListener('DOMContentLoaded', () => {
    requestAnimationFrame(() => {
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        setTimeout(addPageScripts);
      };
      const Observer = paintObserver();
      if (hidden || !Observer) {
        start();
        return;
      }
      new Observer((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) {
          observer.disconnect();
          start();
        }
      }).observe({ type: 'paint', buffered: true });
      setTimeout(start, 1000);
    });
  });
}

/** The whole loader, as the page runs it. */
export function runAfterPaintLoader() {
  keepInstallOffer();
  holdEarlyTaps();
  addScriptsAfterPaint();
}
