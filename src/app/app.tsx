import { createStore, Provider } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';

import { useHydrated } from '@/hooks/use-hydrated';

import type { AppRouter } from './router';

const LiveSession = lazy(() => import('./live-session'));

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
