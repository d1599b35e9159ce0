import { SECTION_IDS } from '@/lib/constants';

/** The home-section shortcuts of the desktop bar and the mobile menu (spec §2). */
export const SECTION_SHORTCUTS = [
  { id: SECTION_IDS.newArrival, label: 'New Arrival' },
  { id: SECTION_IDS.springSale, label: 'LIMITED SALE' },
  { id: SECTION_IDS.bestSeller, label: 'Best Seller' },
] as const;
