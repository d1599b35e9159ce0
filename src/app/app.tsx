import { createStore, Provider } from 'jotai';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

import { replayEarlyTaps } from '@/lib/early-taps';
import { whenIdleOrUsed } from '@/lib/idle';
import { loadWhenOnline } from '@/lib/load-when-online';

import { ShopRoutes } from './router';

// Auth, Firestore and the sync engine: their own chunk, evaluated once the page is live and the
// browser is first idle (or the shopper first taps or types, or 2 s have passed), so that its
// evaluation (Firebase's app and auth modules took one 250 ms task on a phone) is not a long task
// between the page drawn and the page answering. Should the connection drop first (no service
// worker yet), it is fetched again once the browser is back online.
const LIVE_SESSION_LATEST_MS = 2000;
const LiveSession = lazy(() => loadWhenOnline(() => import('./live-session')));

function Session() {
  const [started, setStarted] = useState(false);
  // Marks the page live: until here, a prerendered page is markup without handlers.
  // Taps on the page before then were held by its loader, and are played now.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    void replayEarlyTaps();
    return whenIdleOrUsed(() => setStarted(true), LIVE_SESSION_LATEST_MS);
  }, []);
  return started ? (
    <Suspense fallback={null}>
      <LiveSession />
    </Suspense>
  ) : null;
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
