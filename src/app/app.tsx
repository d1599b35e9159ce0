import { createStore, Provider } from 'jotai';
import { lazy, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';

import { WhenLive } from '@/components/when-live';
import { replayEarlyTaps } from '@/lib/early-taps';
import { loadWhenOnline } from '@/lib/load-when-online';

import type { AppRouter } from './router';

// Fetched as soon as the first script runs, beside hydration. Should the connection drop first
// (no service worker yet), it is fetched again once the browser is back online.
const liveSession = loadWhenOnline(() => import('./live-session'));
const LiveSession = lazy(() => liveSession);

function Session() {
  // Marks the page live: until here, a prerendered page is markup without handlers.
  // Taps on the page before then were held by its loader, and are played now.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    void replayEarlyTaps();
  }, []);
  return (
    <WhenLive>
      <LiveSession />
    </WhenLive>
  );
}

/**
 * The whole shop. The same tree draws a prerendered page at build time (app/prerender) and
 * hydrates it in the browser, so `store` may arrive seeded with what the page was drawn from.
 */
export function App({
  router,
  store: seeded,
}: {
  router: AppRouter;
  store?: ReturnType<typeof createStore>;
}) {
  const [store] = useState(() => seeded ?? createStore());
  return (
    <Provider store={store}>
      <Session />
      <RouterProvider router={router} />
    </Provider>
  );
}
