import { useLingui } from '@lingui/react/macro';
import type { ReactNode, Ref, FormEvent } from 'react';

import { SelectField } from '@/components/select-field';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import type { FieldProps } from '@/hooks/use-form-fields';
import { CHECKOUT_COUNTRIES } from '@/domain/shop-rules';

import type { BillingField } from '@/domain/billing';
import { BILLING_MAX_LENGTH } from '@/domain/checkout-request';
import { countryLabel } from '@/lib/i18n';

interface BillingFormProps {
  /** Each field's name, value, message and change handler (useFormFields). */
  field: (name: BillingField) => FieldProps;
  /** Where focus goes to the first field in error after a failed check. */
  formRef: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button and what goes with it. */
  children: ReactNode;
}

/** The billing form (spec §3): each field named as the request names it, its error beside it. */
export function BillingForm({ field, formRef, onSubmit, children }: BillingFormProps) {
  const { t } = useLingui();
  const text = (name: BillingField) => ({ ...field(name), maxLength: BILLING_MAX_LENGTH[name] });
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={t`Billing details`}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField label={t`First Name`} autoComplete="given-name" {...text('firstname')} />
      <TextField label={t`Last Name`} autoComplete="family-name" {...text('lastname')} />
      <TextField label={t`Phone Number`} type="tel" autoComplete="tel" {...text('number')} />
      <TextField label={t`Email Address`} type="email" autoComplete="email" {...text('email')} />
      <TextField
        label={t`Address`}
        autoComplete="street-address"
        className="sm:col-span-2"
        {...text('address')}
      />
      <SelectField
        label={t`Country`}
        autoComplete="country-name"
        options={CHECKOUT_COUNTRIES}
        optionLabel={countryLabel}
        placeholder={t`Select a country`}
        {...field('country')}
      />
      <TextField
        label={t`Zip Code (optional)`}
        inputMode="numeric"
        autoComplete="postal-code"
        {...text('zip')}
      />
      <TextAreaField
        label={t`Order Notes (optional)`}
        rows={3}
        className="sm:col-span-2"
        {...text('orderNotes')}
      />
      <div className="sm:col-span-2">{children}</div>
    </form>
  );
}
