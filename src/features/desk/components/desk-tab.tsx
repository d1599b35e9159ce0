import { msg } from '@lingui/core/macro';

import { lazyWithStatus } from '@/components/lazy-with-status';

/** The dashboard's Desk tab: its panel comes in its own chunk, so shoppers' dashboards never load it. */
export const DeskTab = lazyWithStatus(
  () => import('./desk-panel'),
  (module) => module.DeskPanel,
  msg`Loading the desk…`,
  'text-gray-700',
);
