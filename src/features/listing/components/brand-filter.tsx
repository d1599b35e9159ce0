import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtom, useAtomValue } from 'jotai';
import { useId, useState } from 'react';

import { BRANDS_SHOWN_INITIALLY } from '@/lib/constants';
import { formatNumber } from '@/lib/format';

import { brandFacetsAtom, selectedBrandsAtom } from '../atoms';
import { withChoice } from '../logic/choice-list';
import type { BrandFacet } from '../types';
import { CheckboxOption } from './checkbox-option';
import { FilterSection } from './filter-section';

/** The listing's brands, counted over the catalog (spec §4). */
export function BrandFilter() {
  const facets = useAtomValue(brandFacetsAtom);
  const [selected, setSelected] = useAtom(selectedBrandsAtom);
  return <BrandChoices facets={facets} selected={selected} onChange={setSelected} />;
}

interface BrandChoicesProps {
  facets: readonly BrandFacet[];
  selected: readonly string[];
  /** Given how to get the new selection from the current one. */
  onChange: (update: (current: readonly string[]) => readonly string[]) => void;
}

/** Brands with their counts; 7 at first, More Brands shows all (spec §4). */
export function BrandChoices({ facets, selected, onChange }: BrandChoicesProps) {
  const { t } = useLingui();
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  // A chosen brand stays in view even when the list is folded.
  const productsWord = (count: number) => plural(count, { one: 'product', other: 'products' });
  const shown = showAll
    ? facets
    : facets.filter((facet, index) => index < BRANDS_SHOWN_INITIALLY || selected.includes(facet.title));

  return (
    <FilterSection title={t`Brands`}>
      <div id={listId}>
        {shown.map((facet) => (
          <CheckboxOption
            key={facet.id}
            label={facet.title}
            labelLang="en"
            checked={selected.includes(facet.title)}
            onChange={(checked) => onChange((current) => withChoice(current, facet.title, checked))}
            extra={
              <span className="rounded-full bg-gray-100 px-2 text-xs text-gray-700">
                {formatNumber(facet.available)}
                <span className="sr-only"> {productsWord(facet.available)}</span>
              </span>
            }
          />
        ))}
      </div>
      {facets.length > BRANDS_SHOWN_INITIALLY && (
        <button
          type="button"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll(!showAll)}
          className="mt-2 rounded px-1 text-sm font-semibold text-blue-800 hover:underline focus-visible:(outline-2 outline-offset-2 outline-blue-700)"
        >
          {showAll ? t`Fewer Brands` : t`More Brands`}
        </button>
      )}
    </FilterSection>
  );
}
