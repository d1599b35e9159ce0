import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { searchIndexAtom, type ProductCardRecord } from '@/features/catalog';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import { productPath } from '@/lib/routes';

import { inputValueAtom, mobileSearchOpenAtom } from '../atoms';
import { nextActiveOption } from '../logic/active-option';

/** Enough to scroll through in the 16rem list, few enough to stay instant. */
const SUGGESTION_LIMIT = 20;

/**
 * The header search (spec §4 Search): title-prefix suggestions from the local catalog snapshot,
 * so it also works offline, shown after a 500 ms pause when the text is not blank and something
 * matches. Keeps which suggestion the arrow keys made active. `onChosen` runs once a chosen
 * suggestion has been opened.
 */
export function useSearchCombobox(onChosen?: () => void) {
  const [text, setText] = useAtom(inputValueAtom);
  const setMobileSearchOpen = useSetAtom(mobileSearchOpenAtom);
  const searchIndex = useAtomValue(searchIndexAtom);
  const navigate = useNavigate();
  const query = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const suggestions = useMemo(() => searchIndex.lookup(query, SUGGESTION_LIMIT), [searchIndex, query]);
  const [dismissed, setDismissed] = useState(false);
  // Tied to the query it was chosen for, so new suggestions start with none active.
  const [active, setActive] = useState({ query, index: -1 });

  const expanded = !dismissed && text.trim() !== '' && suggestions.length > 0;
  const activeIndex = expanded && active.query === query ? active.index : -1;

  return {
    text,
    suggestions,
    expanded,
    activeIndex,
    type: (value: string) => {
      setText(value);
      setDismissed(false);
    },
    reopen: () => setDismissed(false),
    close: () => {
      setDismissed(true);
      setActive({ query, index: -1 });
    },
    move: (key: 'ArrowDown' | 'ArrowUp') => {
      setDismissed(false);
      setActive({ query, index: nextActiveOption(activeIndex, suggestions.length, key) });
    },
    choose: (product: ProductCardRecord) => {
      void navigate(productPath(product.id));
      setText('');
      setActive({ query, index: -1 });
      setMobileSearchOpen(false);
      onChosen?.();
    },
  };
}
