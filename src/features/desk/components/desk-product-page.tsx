import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';

import { Breadcrumb } from '@/components/breadcrumb';
import { Button } from '@/components/button';
import { PageTitle } from '@/components/page-title';
import { PricingFields } from '@/components/pricing-fields';
import { SelectField } from '@/components/select-field';
import { useFormFields } from '@/hooks/use-form-fields';
import { formatPrice } from '@/lib/format';
import { checkPricing, type PricingDraft } from '@/lib/product-checks';
import { DASHBOARD_PATH, productPath } from '@/lib/routes';

import { readDeskProduct, saveDeskProduct, StockMoved, type DeskProduct } from '../api/desk-products';
import { useRead } from '../hooks/use-read';
import { DESK_TAB_PATH } from '../logic/paths';
import { DeskNotFound } from './desk-not-found';
import { ReadState } from './read-state';

const VISIBILITY = ['Shown in the shop', 'Hidden from the shop'] as const;

const readProduct = (id: string) => readDeskProduct(Number(id));

interface EditDraft extends PricingDraft {
  visibility: (typeof VISIBILITY)[number];
}

const draftOf = (product: DeskProduct): EditDraft => ({
  price: String(product.price),
  previousPrice: String(product.previousPrice),
  discountTag: product.discountTag ? 'Yes' : 'No',
  discountPercent: product.discountPercent === null ? '' : String(product.discountPercent),
  stock: String(product.stock),
  visibility: product.hidden ? VISIBILITY[1] : VISIBILITY[0],
});

/** Words for a refused save: the rules' refusal, the connection, or the error's own. */
function saveError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'permission-denied')
    return 'The shop refused these values: only admins may edit products, within the checks above.';
  if (code === 'unavailable') return 'The shop could not be reached. Check your connection and try again.';
  return error instanceof Error ? error.message : 'The product could not be saved.';
}

/** /desk/products/:id: a product's price, previous price, discount, stock and visibility, for admins. */
export function DeskProductPage({ id }: { id: string }) {
  const { read, retry } = useRead(/^\d{1,16}$/.test(id) ? id : '0', readProduct);
  return (
    <ReadState read={read} what="the product" onRetry={retry}>
      {(product: DeskProduct | undefined) =>
        product ? <ProductEdit key={product.id} product={product} /> : <DeskNotFound what="Product" />
      }
    </ReadState>
  );
}

function ProductEdit({ product }: { product: DeskProduct }) {
  const [saved, setSaved] = useState(product);
  const { values: draft, field, check, formRef } = useFormFields(() => draftOf(product));
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    const checked = checkPricing(draft);
    check(checked.errors ?? {});
    if (!checked.pricing) return;
    const hidden = draft.visibility === VISIBILITY[1];
    setSaving(true);
    try {
      await saveDeskProduct(saved, checked.pricing, hidden);
      setSaved({ ...saved, ...checked.pricing, hidden });
      setOutcome({ ok: true, text: 'Product saved. Shoppers see the change at their next sync.' });
    } catch (error) {
      console.error('The product could not be saved:', error);
      // The count as it is now becomes the one the form starts from.
      if (error instanceof StockMoved) setSaved({ ...saved, stock: error.stock });
      setOutcome({ ok: false, text: saveError(error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <article className="rounded-lg bg-white p-6 shadow">
      <Breadcrumb
        crumbs={[
          { label: 'Dashboard', to: DASHBOARD_PATH },
          { label: 'Desk', to: DESK_TAB_PATH },
          { label: saved.title },
        ]}
      />
      <PageTitle title={`Edit ${saved.title}`}>Edit {saved.title}</PageTitle>
      <p className="mb-4 text-gray-800">
        #{saved.id} · {saved.category} · now {formatPrice(saved.price)}, {saved.stock} in stock
        {saved.hidden ? ', hidden from the shop' : ''}
        {!saved.hidden && (
          <>
            {' · '}
            <Link to={productPath(saved.id)} className="text-blue-800 underline">
              See it in the shop
            </Link>
          </>
        )}
      </p>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex max-w-xl flex-col gap-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <PricingFields field={field} />
          <SelectField label="Visibility" options={VISIBILITY} {...field('visibility')} />
        </div>
        {outcome && (
          <p
            role={outcome.ok ? 'status' : 'alert'}
            className={outcome.ok ? 'text-green-800' : 'text-red-700'}
          >
            {outcome.text}
          </p>
        )}
        <Button type="submit" disabled={saving} aria-busy={saving} className="self-start">
          {saving ? 'Saving...' : 'Save product'}
        </Button>
      </form>
    </article>
  );
}
