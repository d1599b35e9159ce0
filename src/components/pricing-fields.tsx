import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

import type { FieldProps } from '@/hooks/use-form-fields';
import type { PricingDraft } from '@/lib/product-checks';

import { SelectField } from './select-field';
import { TextField } from './text-field';

const YES_NO = ['No', 'Yes'] as const;

/** The discount's choices as the admin reads them; the form keeps the English value. */
const YES_NO_LABELS = { No: msg`No`, Yes: msg`Yes` };

/**
 * A product's price, previous price, discount and stock, as the admin types them: the same fields
 * in the Add New Product form and the desk's product edit, checked by the same `checkPricing`. The
 * price's least value is the rules' 0.01. Drawn inside the form's own grid.
 */
export function PricingFields({ field }: { field: (name: keyof PricingDraft) => FieldProps }) {
  const { t } = useLingui();
  return (
    <>
      <TextField label={t`Price`} type="number" min={0.01} step={0.01} {...field('price')} />
      <TextField label={t`Previous Price`} type="number" min={0} step={0.01} {...field('previousPrice')} />
      <SelectField
        label={t`Discount Available`}
        options={YES_NO}
        optionLabel={(option) => t(YES_NO_LABELS[option as (typeof YES_NO)[number]])}
        {...field('discountTag')}
      />
      {field('discountTag').value === 'Yes' && (
        <TextField label={t`Discount Percent`} type="number" min={1} max={99} {...field('discountPercent')} />
      )}
      <TextField label={t`Stock`} type="number" min={0} step={1} {...field('stock')} />
    </>
  );
}
