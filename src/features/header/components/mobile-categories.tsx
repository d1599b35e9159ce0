import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';

import { ChevronDownIcon } from '@/components/icons';
import { CATEGORIES } from '@/lib/constants';
import { categoryLabel, useLingui } from '@/lib/i18n';
import { categoryPath } from '@/lib/routes';

import { useCurrentCategory } from '../hooks/use-current-category';
import { Link } from '@/components/link';

/** The mobile menu's expandable All Categories list, with the listing's category highlighted. */
export function MobileCategories({ onChoose }: { onChoose: () => void }) {
  useLingui();
  const current = useCurrentCategory();
  // Until toggled, the list is open exactly when the shopper is browsing a category.
  const [toggled, setToggled] = useState<boolean | null>(null);
  const expanded = toggled ?? current !== null;
  const listId = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setToggled(!expanded)}
        className="flex w-full items-center justify-between rounded-md px-3 py-3 text-left font-semibold text-gray-900 hover:bg-gray-100 focus-visible:(outline-solid outline-2 outline-blue-700)"
      >
        <Trans>All Categories</Trans>
        <ChevronDownIcon className={`h-5 w-5 transition-transform ${expanded ? 'rotate-180' : ''}`} />
      </button>
      <ul id={listId} hidden={!expanded} className="mb-2 ml-3 border-l-2 border-gray-200 pl-2">
        {CATEGORIES.map((category) => {
          const isCurrent = category === current;
          return (
            <li key={category}>
              <Link
                to={categoryPath(category)}
                aria-current={isCurrent ? 'page' : undefined}
                onClick={onChoose}
                className={`block rounded-md px-3 py-2 text-sm focus-visible:(outline-solid outline-2 outline-blue-700) ${
                  isCurrent ? 'bg-blue-700 font-semibold text-white' : 'text-gray-800 hover:bg-gray-100'
                }`}
              >
                {categoryLabel(category)}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
