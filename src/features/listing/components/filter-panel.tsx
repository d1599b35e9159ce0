import { useLingui } from '@lingui/react/macro';
import { useAtom, useSetAtom } from 'jotai';
import { memo } from 'react';

import { Button } from '@/components/button';

import { priceRangeAtom, resetFiltersAtom } from '../atoms';
import { usePriceDraft } from '../hooks/use-price-draft';
import { DEFAULT_FILTERS } from '../logic/filters-url';
import { BrandFilter } from './brand-filter';
import { CategoryFilter } from './category-filter';
import { PriceFilter } from './price-filter';
import { StockFilter } from './stock-filter';

/**
 * Every filter of spec §4; the sidebar and the drawer differ only in the price step. Memoised: the
 * listing draws again when the drawer opens, and the sidebar's panel (hidden on a phone) need not.
 */
export const FilterPanel = memo(function FilterPanel({ priceStep }: { priceStep: number }) {
  const { t } = useLingui();
  const [priceRange, setPriceRange] = useAtom(priceRangeAtom);
  const price = usePriceDraft(priceRange, setPriceRange);
  const resetFilters = useSetAtom(resetFiltersAtom);

  return (
    <div className="flex flex-col gap-5">
      <CategoryFilter />
      <BrandFilter />
      <StockFilter />
      <PriceFilter range={price.draft} step={priceStep} onChange={price.change} />
      <Button
        variant="outline"
        onClick={() => {
          price.resetTo(DEFAULT_FILTERS.priceRange);
          resetFilters();
        }}
      >
        {t`Reset Filters`}
      </Button>
    </div>
  );
});
