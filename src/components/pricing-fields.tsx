import type { FieldProps } from '@/hooks/use-form-fields';
import type { PricingDraft } from '@/lib/product-checks';

import { SelectField } from './select-field';
import { TextField } from './text-field';

const YES_NO = ['No', 'Yes'] as const;

/**
 * A product's price, previous price, discount and stock, as the admin types them: the same fields
 * in the Add New Product form and the desk's product edit, checked by the same `checkPricing`. The
 * price's least value is the rules' 0.01. Drawn inside the form's own grid.
 */
export function PricingFields({ field }: { field: (name: keyof PricingDraft) => FieldProps }) {
  return (
    <>
      <TextField label="Price" type="number" min={0.01} step={0.01} {...field('price')} />
      <TextField label="Previous Price" type="number" min={0} step={0.01} {...field('previousPrice')} />
      <SelectField label="Discount Available" options={YES_NO} {...field('discountTag')} />
      {field('discountTag').value === 'Yes' && (
        <TextField label="Discount Percent" type="number" min={1} max={99} {...field('discountPercent')} />
      )}
      <TextField label="Stock" type="number" min={0} step={1} {...field('stock')} />
    </>
  );
}
