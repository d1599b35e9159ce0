import { Suspense } from 'react';

import { lazyLoaded } from '@/lib/lazy-loaded';
import { loadWhenOnline } from '@/lib/load-when-online';

const panel = lazyLoaded(
  () => loadWhenOnline(() => import('./desk-panel')),
  (module) => module.DeskPanel,
);

/** The dashboard's Desk tab: its panel comes in its own chunk, so shoppers' dashboards never load it. */
export function DeskTab() {
  return (
    <Suspense
      fallback={
        <p role="status" className="text-gray-700">
          Loading the desk…
        </p>
      }
    >
      <panel.Component />
    </Suspense>
  );
}
