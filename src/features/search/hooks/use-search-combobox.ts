import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import type { ProductCardRecord } from '@/features/catalog';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { SEARCH_DEBOUNCE_MS, SEARCH_SUGGESTION_LIMIT } from '@/lib/constants';
import { productPath, searchPath } from '@/lib/routes';
import { toastsAsideAtom } from '@/lib/toast';

import { inputValueAtom, mobileSearchOpenAtom } from '../atoms';
import { nextActiveOption } from '../logic/active-option';
import { useProductSearch } from './use-product-search';

/**
 * The header search (spec §4 Search): the best matches from the catalog on the device,
 * so it also works offline, shown after a 500 ms pause when the text is not blank and something
 * matches, then a last option to see every result. Keeps which option the arrow keys made
 * active; Enter with none active opens the results page. `onChosen` runs once a choice is opened.
 */
export function useSearchCombobox(onChosen?: () => void) {
  const [text, setText] = useAtom(inputValueAtom);
  const setMobileSearchOpen = useSetAtom(mobileSearchOpenAtom);
  const setToastsAside = useSetAtom(toastsAsideAtom);
  const [focused, setFocused] = useState(false);
  const { search, markedParts } = useProductSearch(focused || text !== '');
  const navigate = useNavigate();
  const query = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const found = useMemo(
    () =>
      search && query.trim() !== '' ? search.search(query, SEARCH_SUGGESTION_LIMIT) : { items: [], total: 0 },
    [search, query],
  );
  const suggestions = found.items;
  const [dismissed, setDismissed] = useState(false);
  // Tied to the query it was chosen for, so new suggestions start with none active.
  const [active, setActive] = useState({ query, index: -1 });

  const expanded = !dismissed && text.trim() !== '' && suggestions.length > 0;
  // The products, then "See all N results".
  const optionCount = suggestions.length + 1;
  const activeIndex = expanded && active.query === query ? active.index : -1;

  useEffect(() => {
    setToastsAside(expanded);
    return () => setToastsAside(false);
  }, [expanded, setToastsAside]);

  const done = () => {
    setActive({ query, index: -1 });
    setMobileSearchOpen(false);
    onChosen?.();
  };

  /** The results page for the text as typed (Enter, or the last option). */
  const seeAll = () => {
    if (text.trim() === '') return;
    void navigate(searchPath(text));
    setDismissed(true);
    done();
  };

  return {
    text,
    query,
    suggestions,
    total: found.total,
    markedParts,
    expanded,
    activeIndex,
    optionCount,
    focus: () => setFocused(true),
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
      setActive({ query, index: nextActiveOption(activeIndex, optionCount, key) });
    },
    /** Enter: the active product, or the results page. */
    enter: () => {
      const product = expanded ? suggestions[activeIndex] : undefined;
      if (product) choose(product);
      else seeAll();
    },
    choose,
    seeAll,
  };

  function choose(product: ProductCardRecord) {
    void navigate(productPath(product.id));
    setText('');
    done();
  }
}
