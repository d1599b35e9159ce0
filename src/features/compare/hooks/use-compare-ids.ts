import { useStoredIds } from '@/hooks/use-stored-ids';

import { compareSelection } from '../local-db/compare-selection-store';

/** The products chosen to compare on this device, in order; none while a prerendered page hydrates. */
export const useCompareIds = () => useStoredIds(compareSelection);
