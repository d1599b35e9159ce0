import { useAtom } from 'jotai';
import { useId, useRef } from 'react';

import { useChangedBeforeLive } from '@/hooks/use-changed-before-live';
import { LISTING_SORTS } from '@/lib/constants';

import { sortAtom } from '../atoms';
import type { SortOrder } from '../types';

const isSortOrder = (value: string): value is SortOrder => LISTING_SORTS.some((sort) => sort.value === value);

export function SortSelect() {
  const [sort, setSort] = useAtom(sortAtom);
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const choose = (value: string) => {
    if (isSortOrder(value)) setSort(value);
  };
  useChangedBeforeLive(select, (chosen) => choose(chosen.value));
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="whitespace-nowrap font-medium text-gray-800">
        Sort by
      </label>
      <select
        ref={select}
        id={id}
        value={sort}
        onChange={(event) => choose(event.target.value)}
        className="rounded-md border border-gray-400 bg-white px-2 py-2 text-gray-900 focus-visible:(outline-2 outline-offset-1 outline-blue-700)"
      >
        {LISTING_SORTS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
