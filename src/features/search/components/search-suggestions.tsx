import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

import type { ProductCardRecord } from '@/features/catalog';
import type { MarkedPart } from '@/features/catalog/search';
import { SUGGESTION_LIST_MAX_HEIGHT } from '@/lib/constants';
import { formatPrice } from '@/lib/format';
import { placeholderOnError } from '@/lib/image-placeholder';

import { MarkedText } from './marked-text';

interface SearchSuggestionsProps {
  id: string;
  optionId: (index: number) => string;
  /** The text the suggestions were found for. */
  query: string;
  suggestions: ProductCardRecord[];
  /** How many products match in all. */
  total: number;
  markedParts: ((title: string, text: string) => MarkedPart[]) | undefined;
  expanded: boolean;
  activeIndex: number;
  onChoose: (product: ProductCardRecord) => void;
  onSeeAll: () => void;
}

const OPTION = 'flex cursor-pointer items-center gap-3 px-3 py-2';
const optionState = (isActive: boolean) =>
  isActive ? 'bg-blue-50 outline-solid outline-2 outline-offset--2 outline-blue-700' : 'hover:bg-gray-100';

/**
 * The search combobox's listbox: thumbnail, title (the matched parts marked) and price of the best
 * matches, then "See all N results for …", which opens the results page.
 */
export function SearchSuggestions({
  id,
  optionId,
  query: foundFor,
  suggestions,
  total,
  markedParts,
  expanded,
  activeIndex,
  onChoose,
  onSeeAll,
}: SearchSuggestionsProps) {
  const { t } = useLingui();
  const seeAllIndex = suggestions.length;
  const query = foundFor.trim();
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={t`Search suggestions`}
      hidden={!expanded}
      style={{ maxHeight: SUGGESTION_LIST_MAX_HEIGHT }}
      className="absolute inset-x-0 top-full z-40 mt-2 overflow-y-auto rounded-lg bg-white py-1 shadow-lg ring-1 ring-black/10"
    >
      {suggestions.map((product, index) => (
        <li
          key={product.id}
          id={optionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          // Keeps focus (and the caret) in the search box while the pointer picks.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(product)}
          className={`${OPTION} ${optionState(index === activeIndex)}`}
        >
          <img
            src={product.images[0]}
            alt=""
            width={40}
            height={40}
            {...placeholderOnError}
            className="h-10 w-10 shrink-0 rounded bg-white object-contain"
          />
          <span lang="en" className="line-clamp-2 flex-1 text-sm text-gray-900">
            <MarkedText text={product.title} parts={markedParts?.(product.title, foundFor) ?? []} />
          </span>
          <span className="shrink-0 text-sm font-semibold text-blue-800">{formatPrice(product.price)}</span>
        </li>
      ))}
      <li
        id={optionId(seeAllIndex)}
        role="option"
        aria-selected={seeAllIndex === activeIndex}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onSeeAll}
        className={`${OPTION} ${optionState(seeAllIndex === activeIndex)} border-t border-gray-200 text-sm font-semibold text-blue-800`}
      >
        {plural(total, { one: `See all # result for “${query}”`, other: `See all # results for “${query}”` })}
      </li>
    </ul>
  );
}
