import { msg } from '@lingui/core/macro';

import { SECTION_IDS } from '@/lib/constants';

/** The home-section shortcuts of the desktop bar and the mobile menu (spec §2). */
export const SECTION_SHORTCUTS = [
  { id: SECTION_IDS.newArrival, label: msg`New Arrival` },
  { id: SECTION_IDS.springSale, label: msg`LIMITED SALE` },
  { id: SECTION_IDS.bestSeller, label: msg`Best Seller` },
] as const;
