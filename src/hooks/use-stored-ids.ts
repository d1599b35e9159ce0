import { useSyncExternalStore } from 'react';

import type { StoredIds } from '@/lib/stored-ids';

const NONE: readonly number[] = [];

/**
 * The ids of a list kept on the device, kept current. None while a prerendered page is drawn or
 * hydrated (the build knows no device's list), the stored ones from the render after.
 */
export const useStoredIds = (list: StoredIds) => useSyncExternalStore(list.subscribe, list.read, () => NONE);
