import { useEffect, useRef, useState, type SubmitEvent } from 'react';

import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { createProduct } from '@/features/catalog';
import { NEW_PRODUCT_CATEGORIES } from '@/lib/constants';
import { toast } from '@/lib/toast';

import { EMPTY_DRAFT, toNewProduct, type DraftField, type ProductDraft } from '../logic/new-product';
import { productSaveError } from '../logic/product-save-error';
import { RowList } from './row-list';

const SUCCESS = 'Product added successfully!';

const YES_NO = ['No', 'Yes'] as const;

/**
 * Add New Product (spec §2 Products tab, §3, §4), for admins. The product is stored with
 * `updatedAt`, so every shopper's catalog picks it up on its next sync.
 */
export function AddProductForm() {
  const [draft, setDraft] = useState<ProductDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // Once the messages are on screen, the first field in error gets the focus.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const text = (key: keyof ProductDraft) => ({
    value: draft[key] as string,
    onChange: (event: { target: { value: string } }) => set(key, event.target.value as never),
  });

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = toNewProduct(draft, Date.now());
    setErrors(result.errors ?? {});
    if (result.errors) return;
    setSaving(true);
    try {
      await createProduct(result.product);
      toast.success(SUCCESS);
      setDraft(EMPTY_DRAFT);
    } catch (error) {
      // Unlike the spec, a failed save keeps what was typed.
      toast.error(productSaveError(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <h2 className="text-xl font-bold">Add New Product</h2>
      <SelectField
        label="Category"
        options={NEW_PRODUCT_CATEGORIES}
        error={errors.category}
        {...text('category')}
      />
      <TextField label="Title" maxLength={200} error={errors.title} {...text('title')} />
      <TextField label="Type" maxLength={60} placeholder="Laptop, Mobile, Headphones…" {...text('type')} />
      <TextAreaField label="Description" maxLength={5000} {...text('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Brand" maxLength={60} {...text('brand')} />
        <TextField
          label="Rating"
          type="number"
          min={0}
          max={5}
          step={0.1}
          error={errors.rating}
          {...text('rating')}
        />
        <TextField label="Total Ratings" type="number" min={0} step={1} {...text('totalRatings')} />
        <TextField
          label="Previous Price"
          type="number"
          min={0}
          step={0.01}
          error={errors.previousPrice}
          {...text('previousPrice')}
        />
        <TextField label="Price" type="number" min={0} step={0.01} error={errors.price} {...text('price')} />
        <TextField label="Stock" type="number" min={0} step={1} error={errors.stock} {...text('stock')} />
        <SelectField label="Discount Available" options={YES_NO} {...text('discountTag')} />
        {draft.discountTag === 'Yes' && (
          <TextField
            label="Discount Percent"
            type="number"
            min={1}
            max={99}
            error={errors.discountPercent}
            {...text('discountPercent')}
          />
        )}
      </div>
      <RowList
        legend="Tags"
        rows={draft.tags}
        empty=""
        onChange={(tags) => set('tags', tags)}
        render={(tag, index, change) => (
          <TextField
            label={`Tag ${index + 1}`}
            maxLength={40}
            value={tag}
            onChange={(event) => change(event.target.value)}
          />
        )}
      />
      <RowList
        legend="Images"
        rows={draft.images}
        empty=""
        error={errors.images}
        onChange={(images) => set('images', images)}
        render={(image, index, change) => (
          <TextField
            label={`Image link ${index + 1}`}
            type="url"
            maxLength={500}
            value={image}
            aria-invalid={errors.images && index === 0 ? true : undefined}
            onChange={(event) => change(event.target.value)}
          />
        )}
      />
      <RowList
        legend="Specifications"
        rows={draft.specifications}
        empty={{ key: '', value: '' }}
        onChange={(specifications) => set('specifications', specifications)}
        render={(spec, index, change) => (
          <div className="grid flex-1 gap-2 sm:grid-cols-2">
            <TextField
              label={`Section ${index + 1}`}
              maxLength={60}
              value={spec.key}
              onChange={(event) => change({ ...spec, key: event.target.value })}
            />
            <TextField
              label={`Value ${index + 1}`}
              maxLength={200}
              value={spec.value}
              onChange={(event) => change({ ...spec, value: event.target.value })}
            />
          </div>
        )}
      />
      <Button type="submit" disabled={saving} aria-busy={saving} className="self-start">
        {saving ? 'Saving...' : 'Add Product'}
      </Button>
    </form>
  );
}
