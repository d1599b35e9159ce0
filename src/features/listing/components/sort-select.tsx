import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { useId, useRef } from 'react';

import { useChangedBeforeLive } from '@/hooks/use-changed-before-live';
import { LISTING_SORTS } from '@/lib/constants';

import { sortAtom } from '../atoms';
import type { SearchSort } from '../logic/search-url';
import type { SortOrder } from '../types';

/** Each order's name as the shopper reads it (the constants' labels are the English). */
const SORT_NAMES: Record<SortOrder | SearchSort, MessageDescriptor> = {
  none: msg`None`,
  relevance: msg`Relevance`,
  asc: msg`Price: Low to High`,
  desc: msg`Price: High to Low`,
};

/** The listing's sort (spec §4). */
export function SortSelect() {
  const [sort, setSort] = useAtom(sortAtom);
  return <SortChoice options={LISTING_SORTS} value={sort} onChange={setSort} />;
}

interface SortChoiceProps<V extends SortOrder | SearchSort> {
  options: readonly { value: V }[];
  value: V;
  onChange: (value: V) => void;
}

/** "Sort by" and its choices; a choice made before the page was live counts once it is. */
export function SortChoice<V extends SortOrder | SearchSort>({
  options,
  value,
  onChange,
}: SortChoiceProps<V>) {
  const { t } = useLingui();
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const choose = (chosen: string) => {
    const option = options.find((candidate) => candidate.value === chosen);
    if (option && option.value !== value) onChange(option.value);
  };
  useChangedBeforeLive(select, (chosen) => choose(chosen.value));
  return (
    <div className="flex min-w-0 items-center gap-2 text-sm">
      <label htmlFor={id} className="whitespace-nowrap font-medium text-gray-800">
        {t`Sort by`}
      </label>
      <select
        ref={select}
        id={id}
        value={value}
        onChange={(event) => choose(event.target.value)}
        className="min-w-0 max-w-full rounded-md border border-gray-400 bg-white px-2 py-2 text-gray-900 focus-visible:(outline-2 outline-offset-1 outline-blue-700)"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {t(SORT_NAMES[option.value])}
          </option>
        ))}
      </select>
    </div>
  );
}
