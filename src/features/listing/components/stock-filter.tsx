import { useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';

import { inStockAtom } from '../atoms';
import { CheckboxOption } from './checkbox-option';
import { FilterSection } from './filter-section';

/** The listing's in-stock filter. */
export function StockFilter() {
  const [inStock, setInStock] = useAtom(inStockAtom);
  return <StockChoice checked={inStock} onChange={setInStock} />;
}

/** Availability: only products in stock, or all. */
export function StockChoice({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <FilterSection title={t`Availability`}>
      <CheckboxOption label={t`In stock`} checked={checked} onChange={onChange} />
    </FilterSection>
  );
}
