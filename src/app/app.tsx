import { createStore, Provider } from 'jotai';
import { lazy, useEffect, useState, type ReactNode } from 'react';

import { WhenLive } from '@/components/when-live';
import { useSessionStarted } from '@/hooks/use-session-started';
import { activateLocale, startingLocale } from '@/lib/i18n';
import { replayEarlyTaps } from '@/lib/early-taps';
import { markLive } from '@/lib/live';
import { loadWhenOnline } from '@/lib/lazy-loaded';
import { nextTask } from '@/lib/next-task';
import { armSessionStart } from '@/lib/session-start';

import { ShopRoutes } from './router';

// Auth, Firestore and the sync engines: their own chunk, drawn once the session starts
// (lib/session-start.ts): once the page has settled, at the shopper's first tap or key, or, for a
// shopper signed in on this device, at once (the offline kit tells, app/offline-kit.ts). Its code
// is asked for then (it imports Firebase's app, whose evaluation is a long task a visitor who only
// looks need not pay); should its fetch fail, it is fetched again (lib/lazy-loaded).
// The offline kit (the code that keeps a shopper's change on the device) is asked for in a task of
// its own after the first script's, beside hydration, so it is here before the controls that need
// it answer; its list is a chunk of its own, to keep the first script small.
void nextTask().then(() =>
  loadWhenOnline(() => import('./offline-kit')).then(({ loadOfflineKit }) => loadOfflineKit()),
);
const LiveSession = lazy(() => loadWhenOnline(() => import('./live-session')));

function Session() {
  // Marks the page live: until here, a prerendered page is markup without handlers.
  // Taps on the page before then were held by its loader, and are played now.
  // The page is drawn in its own language (a prerendered page's), and then speaks the shopper's.
  // The session is armed before the early taps are played, so a tap made before live starts it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    markLive();
    armSessionStart();
    void replayEarlyTaps();
    void activateLocale(startingLocale());
  }, []);
  const started = useSessionStarted();
  return <WhenLive>{started && <LiveSession />}</WhenLive>;
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
