import { useAtomValue } from 'jotai';

import { CATALOG_UNAVAILABLE, catalogErrorAtom } from '@/features/catalog';
import { useLingui } from '@/lib/i18n';

/**
 * Why the home lists are empty when the catalog could not be loaded at all. The message is read
 * afresh rather than from the atom, which keeps the words of the language it was set in.
 */
export function CatalogError() {
  useLingui();
  const error = useAtomValue(catalogErrorAtom);
  if (!error) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
      {CATALOG_UNAVAILABLE}
    </p>
  );
}
