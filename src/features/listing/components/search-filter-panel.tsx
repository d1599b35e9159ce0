import { useLingui } from '@lingui/react/macro';
import { useCallback, useLayoutEffect, useRef } from 'react';

import { Button } from '@/components/button';

import { usePriceDraft } from '../hooks/use-price-draft';
import { DEFAULT_FILTERS } from '../logic/filters-url';
import type { SearchPageState } from '../logic/search-url';
import type { BrandFacet, PriceRange } from '../types';
import { BrandChoices } from './brand-filter';
import { PriceFilter } from './price-filter';
import { StockChoice } from './stock-filter';

interface SearchFilterPanelProps {
  state: SearchPageState;
  /** The brands as last changed, ahead of the address (two boxes ticked in one go). */
  brandsNow: () => readonly string[];
  facets: readonly BrandFacet[];
  change: (update: Partial<SearchPageState>) => void;
  priceStep: number;
}

/** The results page's filters: the listing's brands, availability and price, without categories. */
export function SearchFilterPanel({ state, brandsNow, facets, change, priceStep }: SearchFilterPanelProps) {
  const { t } = useLingui();
  // The price draft keeps one commit for its life: a new one would push a waiting change early.
  const changeNow = useRef(change);
  useLayoutEffect(() => {
    changeNow.current = change;
  }, [change]);
  const commitPrice = useCallback((priceRange: PriceRange) => changeNow.current({ priceRange }), []);
  const price = usePriceDraft(state.priceRange, commitPrice);
  return (
    <div className="flex flex-col gap-5">
      <BrandChoices
        facets={facets}
        selected={state.brands}
        onChange={(update) => change({ brands: update(brandsNow()) })}
      />
      <StockChoice checked={state.inStock} onChange={(inStock) => change({ inStock })} />
      <PriceFilter range={price.draft} step={priceStep} onChange={price.change} />
      <Button
        variant="outline"
        onClick={() => {
          price.resetTo(DEFAULT_FILTERS.priceRange);
          change({ brands: [], inStock: false, priceRange: DEFAULT_FILTERS.priceRange });
        }}
      >
        {t`Reset Filters`}
      </Button>
    </div>
  );
}
