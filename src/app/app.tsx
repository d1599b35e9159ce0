import { createStore, Provider } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';

import { useHydrated } from '@/hooks/use-hydrated';

import type { AppRouter } from './router';

// Fetched as soon as the first script runs, beside hydration. Should the connection drop first
// (no service worker yet), it is fetched again once the browser is back online.
const liveSession = import('./live-session').catch(
  () =>
    new Promise<typeof import('./live-session')>((resolve, reject) =>
      window.addEventListener('online', () => void import('./live-session').then(resolve, reject), {
        once: true,
      }),
    ),
);
const LiveSession = lazy(() => liveSession);

function Session() {
  const live = useHydrated();
  // Marks the page live: until here, a prerendered page is markup without handlers.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return live ? (
    <Suspense fallback={null}>
      <LiveSession />
    </Suspense>
  ) : null;
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
