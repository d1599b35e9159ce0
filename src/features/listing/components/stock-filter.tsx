import { useAtom } from 'jotai';

import { inStockAtom } from '../atoms';
import { CheckboxOption } from './checkbox-option';
import { FilterSection } from './filter-section';

export function StockFilter() {
  const [inStock, setInStock] = useAtom(inStockAtom);
  return (
    <FilterSection title="Availability">
      <CheckboxOption label="In stock" checked={inStock} onChange={setInStock} />
    </FilterSection>
  );
}
