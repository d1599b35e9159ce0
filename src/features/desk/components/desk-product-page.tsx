import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';

import { Breadcrumb } from '@/components/breadcrumb';
import { Button } from '@/components/button';
import { FieldFrame } from '@/components/field-frame';
import { PageTitle } from '@/components/page-title';
import { PricingFields } from '@/components/pricing-fields';
import { ReadStateView } from '@/components/read-state-view';
import { useFormFields, type FieldProps } from '@/hooks/use-form-fields';
import { MAX_LINE_QUANTITY } from '@/domain/shop-rules';
import { formatNumber, formatPrice } from '@/lib/format';
import { categoryLabel } from '@/lib/i18n';
import { isLimitPerOrder } from '@/domain/order-limits';
import { checkPricing, type PricingDraft } from '@/lib/product-checks';
import { DASHBOARD_PATH, productPath } from '@/lib/routes';

import { readDeskProduct, saveDeskProduct, StockMoved, type DeskProduct } from '../api/desk-products';
import { useDeskRead } from '../hooks/use-desk-read';
import { DESK_TAB_PATH } from '../logic/paths';
import { DeskNotFound } from './desk-not-found';
import { Link } from '@/components/link';

/** The product's visibility as the form holds it, and each choice's words. */
const VISIBILITY = ['shown', 'hidden'] as const;
const VISIBILITY_NAMES = {
  shown: msg`Shown in the shop`,
  hidden: msg`Hidden from the shop`,
};

const readProduct = (id: string) => readDeskProduct(Number(id));

interface EditDraft extends PricingDraft {
  visibility: (typeof VISIBILITY)[number];
  /** The limit per order's digits, or '' for the shop's. */
  limitPerOrder: string;
}

const draftOf = (product: DeskProduct): EditDraft => ({
  price: String(product.price),
  previousPrice: String(product.previousPrice),
  discountTag: product.discountTag ? 'Yes' : 'No',
  discountPercent: product.discountPercent === null ? '' : String(product.discountPercent),
  stock: String(product.stock),
  visibility: product.hidden ? 'hidden' : 'shown',
  limitPerOrder: product.limitPerOrder === null ? '' : String(product.limitPerOrder),
});

/** The limits the desk may choose, below the shop's own (which is the empty choice). */
const LOWER_LIMITS = Array.from({ length: MAX_LINE_QUANTITY - 1 }, (_, at) => at + 1);

/** /desk/products/:id: a product's price, previous price, discount, stock and visibility, for admins. */
export function DeskProductPage({ id }: { id: string }) {
  const { t } = useLingui();
  const { read, retry } = useDeskRead(/^\d{1,16}$/.test(id) ? id : '0', readProduct);
  return (
    <ReadStateView
      read={read}
      loading={t`Loading the product…`}
      failed={t`The product could not be loaded. Check your connection and try again.`}
      onRetry={retry}
    >
      {(product: DeskProduct | undefined) =>
        product ? <ProductEdit key={product.id} product={product} /> : <DeskNotFound what="Product" />
      }
    </ReadStateView>
  );
}

/** A choice of whether shoppers see the product, in the operator's language. */
function VisibilityField({ error, ...select }: FieldProps) {
  const { t } = useLingui();
  return (
    <FieldFrame label={t`Visibility`} error={error}>
      {(control) => (
        <select {...control} {...select}>
          {VISIBILITY.map((option) => (
            <option key={option} value={option}>
              {t(VISIBILITY_NAMES[option])}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/**
 * The most units of the product one order holds: the shop's, or a lower one for a scarce product,
 * which shoppers see on its page and in their cart.
 */
function LimitPerOrderField({ error, ...select }: FieldProps) {
  const { t } = useLingui();
  const most = formatNumber(MAX_LINE_QUANTITY);
  return (
    <FieldFrame label={t`Limit per order`} error={error}>
      {(control) => (
        <select {...control} {...select}>
          <option value="">{t`The shop's limit (${most})`}</option>
          {LOWER_LIMITS.map((limit) => (
            <option key={limit} value={String(limit)}>
              {formatNumber(limit)}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

function ProductEdit({ product }: { product: DeskProduct }) {
  const { t } = useLingui();
  const [saved, setSaved] = useState(product);
  const { values: draft, field, check, formRef } = useFormFields(() => draftOf(product));
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    const checked = checkPricing(draft);
    check(checked.errors ?? {});
    if (!checked.pricing) return;
    const hidden = draft.visibility === 'hidden';
    const limitPerOrder = isLimitPerOrder(Number(draft.limitPerOrder)) ? Number(draft.limitPerOrder) : null;
    setSaving(true);
    try {
      await saveDeskProduct(saved, checked.pricing, { hidden, limitPerOrder });
      setSaved({ ...saved, ...checked.pricing, hidden, limitPerOrder });
      setOutcome({ ok: true, text: t`Product saved. Shoppers see the change at their next sync.` });
    } catch (error) {
      console.error('The product could not be saved:', error);
      // The count as it is now becomes the one the form starts from.
      if (error instanceof StockMoved) setSaved({ ...saved, stock: error.stock });
      setOutcome({ ok: false, text: saveError(error) });
    } finally {
      setSaving(false);
    }
  }

  /** Words for a refused save: the rules' refusal, the connection, or the error's own. */
  function saveError(error: unknown): string {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'permission-denied')
      return t`The shop refused these values: only admins may edit products, within the checks above.`;
    if (code === 'unavailable') return t`The shop could not be reached. Check your connection and try again.`;
    return error instanceof Error ? error.message : t`The product could not be saved.`;
  }

  const { id, title } = saved;
  const category = categoryLabel(saved.category);
  const price = formatPrice(saved.price);
  const stock = formatNumber(saved.stock);
  return (
    <article className="rounded-lg bg-white p-6 shadow">
      <Breadcrumb
        crumbs={[
          { label: t`Dashboard`, to: DASHBOARD_PATH },
          { label: t`Desk`, to: DESK_TAB_PATH },
          { label: title },
        ]}
      />
      <PageTitle title={t`Edit ${title}`}>
        {/* The title is the catalog's, in English. */}
        <Trans>
          Edit <span lang="en">{title}</span>
        </Trans>
      </PageTitle>
      <p className="mb-4 text-gray-800">
        {saved.hidden
          ? t`#${id} · ${category} · now ${price}, ${stock} in stock, hidden from the shop`
          : t`#${id} · ${category} · now ${price}, ${stock} in stock`}
        {!saved.hidden && (
          <>
            {' · '}
            <Link to={productPath(saved.id)} className="text-blue-800 underline">
              {t`See it in the shop`}
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
          <VisibilityField {...field('visibility')} />
          <LimitPerOrderField {...field('limitPerOrder')} />
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
          {saving ? t`Saving...` : t`Save product`}
        </Button>
      </form>
    </article>
  );
}
