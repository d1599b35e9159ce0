import { useState } from 'react';

import type { ProductCardRecord } from '@/features/catalog';
import { useLingui } from '@/lib/i18n';

import { useCompareIds } from '../hooks/use-compare-ids';
import { chooseForComparison, compareSelection } from '../local-db/compare-selection-store';
import { COMPARE_MESSAGES } from '../logic/compare-messages';
import { addToComparison, removeFromComparison, replaceInComparison } from '../logic/compare-selection';
import { ReplaceDialog } from './replace-dialog';

export interface CompareToggleProps {
  product: Pick<ProductCardRecord, 'id' | 'title'>;
  /** A card's small control, or the product page's button beside Share. */
  look?: 'card' | 'page';
}

const LOOKS = {
  card: 'relative z-10 self-start gap-1.5 rounded px-1 py-0.5 text-sm text-gray-800 hover:text-blue-800',
  page: 'min-h-11 gap-2 rounded-md border border-gray-500 bg-white px-4 py-2 font-semibold text-gray-900 hover:bg-gray-100',
};

/**
 * Compare on a product: a toggle button (pressed while the product is chosen) that adds it to the
 * comparison or takes it out; a fifth product asks which one to drop. Its own chunk, hydrated once
 * that arrives: a tap before then is held by the page's loader and played after (lib/early-taps).
 */
export function CompareToggle({ product, look = 'card' }: CompareToggleProps) {
  useLingui();
  const chosen = useCompareIds().includes(product.id);
  const [asking, setAsking] = useState(false);

  const toggle = () => {
    // What is stored now: another tab, or a tap played just before, may have changed it.
    const ids = compareSelection.read();
    if (ids.includes(product.id)) return compareSelection.write(removeFromComparison(ids, product.id));
    const added = addToComparison(ids, product.id);
    if (added === 'full') setAsking(true);
    else chooseForComparison(added);
  };

  return (
    <>
      <button
        type="button"
        aria-pressed={chosen}
        aria-label={COMPARE_MESSAGES.toggleLabel(product.title)}
        onClick={toggle}
        className={`inline-flex items-center focus-visible:(outline-2 outline-offset-2 outline-blue-700) ${LOOKS[look]}`}
      >
        <span
          aria-hidden="true"
          className={`grid size-4 place-items-center rounded border text-xs ${chosen ? 'border-blue-700 bg-blue-700 text-white' : 'border-gray-500 bg-white'}`}
        >
          {chosen ? '✓' : ''}
        </span>
        {COMPARE_MESSAGES.toggle}
      </button>
      {asking && (
        <ReplaceDialog
          adding={product}
          chosen={compareSelection.read()}
          onDrop={(drop) =>
            chooseForComparison(replaceInComparison(compareSelection.read(), drop, product.id))
          }
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
