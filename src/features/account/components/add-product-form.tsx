import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/button';
import { PricingFields } from '@/components/pricing-fields';
import { SelectField } from '@/components/select-field';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { createProduct } from '@/features/catalog';
import { useFormFields } from '@/hooks/use-form-fields';
import { NEW_PRODUCT_CATEGORIES } from '@/lib/constants';
import { categoryLabel } from '@/lib/i18n';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';

import { EMPTY_DRAFT, toNewProduct, type ProductDraft } from '../logic/new-product';
import { productSaveError } from '../logic/product-save-error';
import { RowList } from './row-list';

/** A row's number as the admin's language writes it, counted from 1. */
const rowNumber = (index: number) => formatNumber(index + 1);

/**
 * Add New Product (spec §2 Products tab, §3, §4), for admins. The product is stored with
 * `updatedAt`, so every shopper's catalog picks it up on its next sync.
 */
export function AddProductForm() {
  const { t } = useLingui();
  const {
    values: draft,
    errors,
    set,
    field,
    check,
    reset,
    formRef,
  } = useFormFields<ProductDraft>(EMPTY_DRAFT);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = toNewProduct(draft, Date.now());
    check(result.errors ?? {});
    if (!result.product) return;
    setSaving(true);
    try {
      await createProduct(result.product);
      toast.success(t`Product added successfully!`);
      reset();
    } catch (error) {
      // Unlike the spec, a failed save keeps what was typed.
      toast.error(productSaveError(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <h2 className="text-xl font-bold">{t`Add New Product`}</h2>
      <SelectField
        label={t`Category`}
        options={NEW_PRODUCT_CATEGORIES}
        optionLabel={categoryLabel}
        {...field('category')}
      />
      <TextField label={t`Title`} maxLength={200} {...field('title')} />
      {/* The type is kept as typed, and the catalog's types are English words (typeLabel names
          them for shoppers): every language's placeholder keeps these English examples. */}
      <TextField
        label={t`Type`}
        maxLength={60}
        placeholder={t`Laptop, Mobile, Headphones…`}
        {...field('type')}
      />
      <TextAreaField label={t`Description`} maxLength={5000} {...field('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`Brand`} maxLength={60} {...field('brand')} />
        <TextField label={t`Rating`} type="number" min={0} max={5} step={0.1} {...field('rating')} />
        <TextField label={t`Total Ratings`} type="number" min={0} step={1} {...field('totalRatings')} />
        <PricingFields field={field} />
      </div>
      <RowList
        legend={t`Tags`}
        addLabel={t`Add tag`}
        removeLabel={(index) => {
          const position = rowNumber(index);
          return t`Remove tag ${position}`;
        }}
        rows={draft.tags}
        empty=""
        onChange={(tags) => set('tags', tags)}
        render={(tag, index, change) => {
          const position = rowNumber(index);
          return (
            <TextField
              label={t`Tag ${position}`}
              maxLength={40}
              value={tag}
              onChange={(event) => change(event.target.value)}
            />
          );
        }}
      />
      <RowList
        legend={t`Images`}
        addLabel={t`Add image`}
        removeLabel={(index) => {
          const position = rowNumber(index);
          return t`Remove image ${position}`;
        }}
        rows={draft.images}
        empty=""
        error={errors.images}
        onChange={(images) => set('images', images)}
        render={(image, index, change) => {
          const position = rowNumber(index);
          return (
            <TextField
              label={t`Image link ${position}`}
              type="url"
              maxLength={500}
              value={image}
              aria-invalid={errors.images && index === 0 ? true : undefined}
              onChange={(event) => change(event.target.value)}
            />
          );
        }}
      />
      <RowList
        legend={t`Specifications`}
        addLabel={t`Add specification`}
        removeLabel={(index) => {
          const position = rowNumber(index);
          return t`Remove specification ${position}`;
        }}
        rows={draft.specifications}
        empty={{ key: '', value: '' }}
        onChange={(specifications) => set('specifications', specifications)}
        render={(spec, index, change) => {
          const position = rowNumber(index);
          return (
            <div className="grid flex-1 gap-2 sm:grid-cols-2">
              <TextField
                label={t`Section ${position}`}
                maxLength={60}
                value={spec.key}
                onChange={(event) => change({ ...spec, key: event.target.value })}
              />
              <TextField
                label={t`Value ${position}`}
                maxLength={200}
                value={spec.value}
                onChange={(event) => change({ ...spec, value: event.target.value })}
              />
            </div>
          );
        }}
      />
      <Button type="submit" disabled={saving} aria-busy={saving} className="self-start">
        {saving ? t`Saving...` : t`Add Product`}
      </Button>
    </form>
  );
}
