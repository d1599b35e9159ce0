import { useAtomValue } from 'jotai';

import { catalogErrorAtom } from '@/features/catalog';

/** Why the home lists are empty when the catalog could not be loaded at all. */
export function CatalogError() {
  const error = useAtomValue(catalogErrorAtom);
  if (!error) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
      {error}
    </p>
  );
}
