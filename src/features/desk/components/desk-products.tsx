import { useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { ReadStateView } from '@/components/read-state-view';
import { useFormFields } from '@/hooks/use-form-fields';
import { LOW_STOCK_THRESHOLD } from '@/domain/shop-rules';
import { formatNumber, formatPrice } from '@/lib/format';
import { deskProductPath } from '../logic/paths';

import { listHiddenProducts, listLowStock, type DeskProduct } from '../api/desk-products';
import { useDeskRead } from '../hooks/use-desk-read';
import { Link } from '@/components/link';

const readLowStock = () => listLowStock();
const readHidden = () => listHiddenProducts();

function ProductRows({ products, empty }: { products: DeskProduct[]; empty: string }) {
  const { t, i18n } = useLingui();
  if (products.length === 0) return <p className="text-gray-700">{empty}</p>;
  return (
    <ul className="divide-y divide-gray-200">
      {products.map(({ id, title, hidden, price, stock }) => {
        const inStock = formatNumber(stock);
        return (
          <li key={id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
            {/* At least 16rem wide: where the figures beside it would squeeze it, it takes the whole
                line and they go below, rather than the name wrapping a word to a line (a phone). */}
            <span lang="en" className="min-w-0 grow basis-64">
              {title} <span className="text-sm text-gray-700">#{id}</span>
              {hidden && (
                <span lang={i18n.locale} className="ml-2 rounded bg-gray-200 px-1.5 text-sm">
                  {t`hidden`}
                </span>
              )}
            </span>
            <span className="text-sm">{formatPrice(price)}</span>
            <span className="w-24 text-sm font-semibold">
              {stock === 0 ? t`Sold out` : t`${inStock} in stock`}
            </span>
            <Link
              to={deskProductPath(id)}
              aria-label={t`Edit ${title}`}
              className="ml-auto font-semibold text-blue-800 underline"
            >
              {t`Edit`}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Opens a product's edit form by its id (the number in its page's address, /product-details/<id>). */
function FindProduct() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { values, field, check } = useFormFields({ id: '' });
  const open = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const productId = Number(values.id.trim());
    const known = Number.isSafeInteger(productId) && productId > 0;
    if (!check(known ? {} : { id: t`Enter a product ID: the number at the end of its page address.` }))
      return;
    void navigate(deskProductPath(productId));
  };
  return (
    <form noValidate onSubmit={open} className="flex flex-wrap items-start gap-3">
      <TextField label={t`Product ID`} inputMode="numeric" {...field('id')} />
      <Button type="submit" variant="outline" className="mt-6">
        {t`Edit product`}
      </Button>
    </form>
  );
}

/** The desk's products: the low-stock list, those hidden from the shop, and any one by its id. */
export function DeskProducts() {
  const { t } = useLingui();
  const low = useDeskRead('low-stock', readLowStock);
  const hidden = useDeskRead('hidden', readHidden);
  const threshold = formatNumber(LOW_STOCK_THRESHOLD);
  return (
    <>
      <section aria-labelledby="desk-low-stock">
        <h3 id="desk-low-stock" className="mb-2 text-base font-semibold">
          {t`Low stock (${threshold} or fewer)`}
        </h3>
        <div data-testid="low-stock">
          <ReadStateView
            read={low.read}
            loading={t`Loading the products low on stock…`}
            failed={t`The products low on stock could not be loaded. Check your connection and try again.`}
            onRetry={low.retry}
          >
            {(products: DeskProduct[]) => (
              <ProductRows products={products} empty={t`No product is low on stock.`} />
            )}
          </ReadStateView>
        </div>
      </section>
      <section aria-labelledby="desk-hidden">
        <h3 id="desk-hidden" className="mb-2 text-base font-semibold">
          {t`Hidden from the shop`}
        </h3>
        <ReadStateView
          read={hidden.read}
          loading={t`Loading the hidden products…`}
          failed={t`The hidden products could not be loaded. Check your connection and try again.`}
          onRetry={hidden.retry}
        >
          {(products: DeskProduct[]) => <ProductRows products={products} empty={t`No product is hidden.`} />}
        </ReadStateView>
      </section>
      <section aria-labelledby="desk-edit-product">
        <h3 id="desk-edit-product" className="mb-2 text-base font-semibold">
          {t`Edit a product`}
        </h3>
        <FindProduct />
      </section>
    </>
  );
}
