import { useAtom } from 'jotai';
import { useId, useRef } from 'react';

import { useChangedBeforeLive } from '@/hooks/use-changed-before-live';
import { LISTING_SORTS } from '@/lib/constants';

import { sortAtom } from '../atoms';

/** The listing's sort (spec §4). */
export function SortSelect() {
  const [sort, setSort] = useAtom(sortAtom);
  return <SortChoice options={LISTING_SORTS} value={sort} onChange={setSort} />;
}

interface SortChoiceProps<V extends string> {
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}

/** "Sort by" and its choices; a choice made before the page was live counts once it is. */
export function SortChoice<V extends string>({ options, value, onChange }: SortChoiceProps<V>) {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const choose = (chosen: string) => {
    const option = options.find((candidate) => candidate.value === chosen);
    if (option && option.value !== value) onChange(option.value);
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
        value={value}
        onChange={(event) => choose(event.target.value)}
        className="rounded-md border border-gray-400 bg-white px-2 py-2 text-gray-900 focus-visible:(outline-2 outline-offset-1 outline-blue-700)"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
