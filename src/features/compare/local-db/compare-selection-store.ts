import { fetchAndCacheDetails } from '@/features/catalog';
import { COMPARE_MAX } from '@/lib/constants';
import { storedIds } from '@/lib/stored-ids';

/**
 * The products chosen to compare, kept on this device (localStorage: a few ids, read at once and
 * offline, shared by every tab). Not the account's: it stays through sign-in and sign-out.
 */
export const compareSelection = storedIds('eshop-compare', COMPARE_MAX);

/**
 * Makes `ids` the products to compare. Those new to it have their details (specifications)
 * fetched ahead and kept on the device, so the comparison shows them offline too.
 */
export function chooseForComparison(ids: readonly number[]) {
  const before = compareSelection.read();
  compareSelection.write(ids);
  if (!navigator.onLine) return;
  for (const id of ids) if (!before.includes(id)) void fetchAndCacheDetails(id);
}
