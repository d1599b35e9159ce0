import { createStore, Provider } from 'jotai';
import { lazy, useEffect, useState, type ReactNode } from 'react';

import { WhenLive } from '@/components/when-live';
import { activateLocale, startingLocale } from '@/lib/i18n';
import { replayEarlyTaps } from '@/lib/early-taps';
import { markLive } from '@/lib/live';
import { loadWhenOnline } from '@/lib/lazy-loaded';
import { nextTask } from '@/lib/next-task';

import { ShopRoutes } from './router';

// Auth, Firestore and the sync engine: their own chunk, fetched as soon as the first script runs,
// beside hydration, and drawn once the page is live. Should its fetch fail (the connection dropped
// before the service worker held it, a request dropped), it is fetched again (lib/lazy-loaded).
// It starts once the page is live, not at idle or at the first tap: started later, it starts in
// the middle of a shopper's first taps, where a filter ticked at that moment can be lost (a race
// not pinned down; docs/decisions.md). It is asked for in a task of its own, after the first
// script's: the preload helper then adds the chunk's `modulepreload` links there rather than in
// the first script's task, a first visit's longest. (Asked for by this module's top level, each
// request also makes a trace record the top level's place in the source, and V8 parses the whole
// first script again to find it.)
// The offline kit (the code that keeps a shopper's change on the device) is asked for in the same
// task, so it is here before the controls that need it answer (app/offline-kit.ts); its list is a
// chunk of its own, to keep the first script small.
const liveSession = nextTask().then(() => {
  void loadWhenOnline(() => import('./offline-kit')).then(({ loadOfflineKit }) => loadOfflineKit());
  return loadWhenOnline(() => import('./live-session'));
});
const LiveSession = lazy(() => liveSession);

function Session() {
  // Marks the page live: until here, a prerendered page is markup without handlers.
  // Taps on the page before then were held by its loader, and are played now.
  // The page is drawn in its own language (a prerendered page's), and then speaks the shopper's.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    markLive();
    void replayEarlyTaps();
    void activateLocale(startingLocale());
  }, []);
  return (
    <WhenLive>
      <LiveSession />
    </WhenLive>
  );
}

/**
 * The whole shop, under `Router` (a BrowserRouter in the browser, a StaticRouter at build time).
 * The same tree draws a prerendered page at build time (app/prerender) and hydrates it in the
 * browser, so `store` may arrive seeded with what the page was drawn from.
 */
export function App({
  Router,
  store: seeded,
}: {
  Router: (props: { children: ReactNode }) => ReactNode;
  store?: ReturnType<typeof createStore>;
}) {
  const [store] = useState(() => seeded ?? createStore());
  return (
    <Provider store={store}>
      <Session />
      <Router>
        <ShopRoutes />
      </Router>
    </Provider>
  );
}
