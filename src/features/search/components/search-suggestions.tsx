import type { ProductCardRecord } from '@/features/catalog';
import { SUGGESTION_LIST_MAX_HEIGHT } from '@/lib/constants';
import { formatPrice } from '@/lib/format';
import { placeholderOnError } from '@/lib/image-placeholder';

interface SearchSuggestionsProps {
  id: string;
  optionId: (index: number) => string;
  suggestions: ProductCardRecord[];
  expanded: boolean;
  activeIndex: number;
  onChoose: (product: ProductCardRecord) => void;
}

/** The search combobox's listbox: thumbnail, title and price of each matching product. */
export function SearchSuggestions({
  id,
  optionId,
  suggestions,
  expanded,
  activeIndex,
  onChoose,
}: SearchSuggestionsProps) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label="Search suggestions"
      hidden={!expanded}
      style={{ maxHeight: SUGGESTION_LIST_MAX_HEIGHT }}
      className="absolute inset-x-0 top-full z-40 mt-2 overflow-y-auto rounded-lg bg-white py-1 shadow-lg ring-1 ring-black/10"
    >
      {suggestions.map((product, index) => {
        const isActive = index === activeIndex;
        return (
          <li
            key={product.id}
            id={optionId(index)}
            role="option"
            aria-selected={isActive}
            // Keeps focus (and the caret) in the search box while the pointer picks.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(product)}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${
              isActive
                ? 'bg-blue-50 outline-solid outline-2 outline-offset--2 outline-blue-700'
                : 'hover:bg-gray-100'
            }`}
          >
            <img
              src={product.images[0]}
              alt=""
              width={40}
              height={40}
              {...placeholderOnError}
              className="h-10 w-10 shrink-0 rounded bg-white object-contain"
            />
            <span className="line-clamp-2 flex-1 text-sm text-gray-900">{product.title}</span>
            <span className="shrink-0 text-sm font-semibold text-blue-800">{formatPrice(product.price)}</span>
          </li>
        );
      })}
    </ul>
  );
}
