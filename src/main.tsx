// The reset must come first: its `button { background-color: transparent }` would beat the utilities.
import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';

import type { Messages } from '@lingui/core';
import { createStore } from 'jotai';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import '@/lib/install-offer';

import { App } from '@/app/app';
import { LanguageRouter } from '@/app/language-router';
import { readPageSeed, seedStore } from '@/app/prerender/page-seed';
import { preloadRoute } from '@/app/router';
import {
  activateLocale,
  activatePageWords,
  currentLocale,
  SOURCE_LOCALE,
  startingLocale,
  wholeWords,
} from '@/lib/i18n';
import { laterChunksWaitFor } from '@/lib/lazy-loaded';
import { nextTask } from '@/lib/next-task';
import { splitLocalePath } from '@/lib/routes';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The page's seed is read and its chunks asked for in a task after this script's evaluation, a
// first visit's longest task: the seed's JSON is parsed, and the preload helper adds its links,
// outside it.
await nextTask();
// A page the build prerendered for this address is hydrated from what it was drawn from; any
// other page (the app shell the service worker answers with, the dev server) is drawn here.
const seed = readPageSeed(document, window.location);
// A page Hosting drew in the browser's language for an English address is moved to its own.
if (seed?.path != null && seed.path !== window.location.pathname)
  window.history.replaceState(window.history.state, '', `${seed.path}${window.location.hash}`);
const addressed = splitLocalePath(window.location.pathname);
// A page prerendered in another language (`/bn/…`) is hydrated in it, with the words of its first
// chunks, preloaded beside this script (<html data-words>); the rest of its catalog comes as a
// later chunk asks for it. The page's own chunks are loaded first, while the shop still speaks
// English, so they do not wait for the rest. (The not-found page, drawn in English for any
// address, speaks the address's language once it is live.)
const drawnIn = seed?.path != null ? addressed.locale : SOURCE_LOCALE;
const wordsFile = document.documentElement.dataset.words;
const firstWords =
  drawnIn !== SOURCE_LOCALE && wordsFile
    ? (import(/* @vite-ignore */ wordsFile) as Promise<{ messages: Messages }>)
    : null;
// Words that cannot be fetched give way to the whole catalog (activatePageWords), and are not an
// unhandled rejection while the route loads.
firstWords?.catch(() => undefined);
await preloadRoute({ pathname: addressed.path });
if (drawnIn !== SOURCE_LOCALE)
  await (firstWords ? activatePageWords(drawnIn, firstWords) : activateLocale(drawnIn)).catch(
    () => undefined,
  );
laterChunksWaitFor(wholeWords);
if (seed) {
  // The page is on screen already (its script is only asked for after the first paint). As a
  // transition, hydration works in short slices and leaves the thread to the shopper's input.
  const store = createStore();
  seedStore(store, seed);
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App Router={LanguageRouter} store={store} />
      </StrictMode>,
      // Named, so a mismatch between the page and its seed cannot pass unnoticed (tests look for it).
      // A part hydrated after the shop has switched to the shopper's language (one waiting to come
      // near the screen) cannot match the page's English: React draws it afresh, as it should.
      {
        onRecoverableError: (error) => {
          if (currentLocale() === drawnIn) console.error('Hydration error:', error);
          else console.info(`Drawn afresh in ${currentLocale()}:`, error);
        },
      },
    );
  });
} else {
  // Drawn here, the page is drawn in the shopper's language from the start (English if its
  // catalog cannot be fetched).
  await activateLocale(startingLocale()).catch(() => undefined);
  createRoot(root).render(
    <StrictMode>
      <App Router={LanguageRouter} />
    </StrictMode>,
  );
}
