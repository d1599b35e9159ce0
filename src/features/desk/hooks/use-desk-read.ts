import { useRead } from '@/hooks/use-read';

import { useEndIfRemoved } from './use-desk-access';

/**
 * A read of the desk (useRead): loading, failed with Try again, or ready. A failure that says the
 * operator is no admin any more ends the desk instead (DeskAccess), so no failure is shown.
 */
export function useDeskRead<K extends string, T>(key: K, read: (key: K) => Promise<T>) {
  const endIfRemoved = useEndIfRemoved();
  return useRead(key, read, { onFailure: endIfRemoved });
}
