// A prerendered page paints before the app's scripts are even asked for: the build takes the
// entry script, its module preloads and the web manifest's link out of the page, and a small
// inline script adds them back once the whole page is parsed and its first paint is on screen.
// The scripts then neither share the first bytes of a slow link with the stylesheet and the first
// images, nor hold up the first paint (a module script that has arrived runs before the browser
// paints a page whose markup is already parsed). In a tab opened in the background, no frame is
// drawn and the page goes live when it is first shown.
// See docs/architecture.md, "Prerendered pages".
import { createHash } from 'node:crypto';

import { LIVE_ATTRIBUTE, PART_ATTRIBUTE } from '../src/lib/early-taps';

export const PAGE_SCRIPTS_ID = 'page-scripts';

/**
 * What the inline loader adds back: the entry modules, the modules to fetch alongside them, and
 * the web manifest (the browser fetches a linked one as the page loads, to see if it installs).
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

/** A part of the page hydrated on its own, not committed yet (src/components/live-part.tsx). */
const UNCOMMITTED_PART = `[${PART_ATTRIBUTE}]:not([${LIVE_ATTRIBUTE}])`;

/** How many module preloads the loader adds in one task. */
const PRELOADS_PER_TASK = 3;

// Plain ES5 in a fixed text, so its hash in the Content-Security-Policy never changes. It also
// keeps an install offer that comes before the app's script runs (lib/install-offer.ts reads it),
// and every tap on a control of the page, and every form sent, until the page is live: the markup
// has no handlers yet, so each is held (a form is not sent, a radio not ticked) and listed in
// order for lib/early-taps.ts to replay. Links and checkboxes are left to the browser.
export const AFTER_PAINT_LOADER = [
  'addEventListener("beforeinstallprompt",function(e){e.preventDefault();window.eshopInstallOffer=e});',
  '(function(){var held=window.eshopEarlyTaps=[];',
  // React marks each node it hydrates as it renders; a part hydrated on its own hears taps only
  // once committed, when it is marked live (lib/early-taps.ts, isHydrated: the same test).
  `function hydrated(n){if(n.closest("${UNCOMMITTED_PART}"))return false;`,
  'for(var k in n)if(k.indexOf("__reactFiber$")==0)return true;return false}',
  'function hold(e){var t=e.target,root=document.getElementById("root"),c;',
  'if(!t||!t.closest||!root||!root.contains(t))return;',
  `c=e.type=="submit"?t:t.closest("${EARLY_TAP_TARGETS}");`,
  'if(!c||!root.contains(c)||(window.eshopLive&&hydrated(c)))return;',
  'e.preventDefault();e.stopImmediatePropagation();held.push(c);',
  'if(window.eshopLive&&window.eshopReplay)window.eshopReplay()}',
  'addEventListener("click",hold,true);addEventListener("submit",hold,true)})();',
  // The frame after the page is parsed, then its first contentful paint on screen: the frame's
  // callbacks run before it is drawn, and its pixels reach the screen a frame or more later. A
  // browser without paint timing starts at that frame, as does a page that was hidden before it
  // (opened in a background tab: browsers report no paint for it) and, a second after the frame,
  // one whose paint never comes (a page of no text).
  '(function(){var hidden=document.visibilityState=="hidden";',
  'addEventListener("visibilitychange",function(){if(document.visibilityState=="hidden")hidden=true});',
  'addEventListener("DOMContentLoaded",function(){requestAnimationFrame(function(){',
  'var P=window.PerformanceObserver,started=0;function start(){if(!started++)setTimeout(load)}',
  'if(!hidden&&P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){',
  'new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();start()}})',
  '.observe({type:"paint",buffered:true});setTimeout(start,1000)}else start()})});',
  'function load(){',
  `var s=JSON.parse(document.getElementById("${PAGE_SCRIPTS_ID}").textContent);`,
  'function add(tag,attrs){var e=document.createElement(tag);',
  'for(var k in attrs)e[k]=attrs[k];document.head.appendChild(e)}',
  // The entry first, then its preloads a few per task: each added element starts a fetch, about
  // 1-2 ms at 1x on this project's 2-core machine, and all of them in one task made it one of a
  // first visit's longest (issue 23).
  's.entries.forEach(function(src){add("script",{crossOrigin:"",type:"module",async:false,src:src})});',
  'if(s.manifest)add("link",{rel:"manifest",href:s.manifest});',
  `var rest=s.preloads.slice();(function some(){rest.splice(0,${PRELOADS_PER_TASK}).forEach(function(href){`,
  'add("link",{crossOrigin:"",rel:"modulepreload",href:href})});if(rest.length)setTimeout(some)})()}})()',
].join('');

/** The loader's source hash, for script-src. */
export const AFTER_PAINT_LOADER_HASH = `'sha256-${createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64')}'`;

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const MANIFEST = /\s*<link rel="manifest" href="([^"]+)">/g;

/** `page` with its entry script, module preloads and manifest added after the first paint instead. */
export function scriptsAfterPaint(page: string): string {
  const href = ([, url = '']: RegExpExecArray) => url;
  const [manifest] = [...page.matchAll(MANIFEST)].map(href);
  const scripts: PageScripts = {
    entries: [...page.matchAll(MODULE_SCRIPT)].map(href),
    preloads: [...page.matchAll(MODULE_PRELOAD)].map(href),
    ...(manifest === undefined ? {} : { manifest }),
  };
  if (scripts.entries.length === 0) throw new Error('The page has no module entry script');
  const inline =
    `<script id="${PAGE_SCRIPTS_ID}" type="application/json">${JSON.stringify(scripts)}</script>` +
    `<script>${AFTER_PAINT_LOADER}</script>`;
  return page
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(MANIFEST, '')
    .replace('</head>', () => `${inline}</head>`);
}
