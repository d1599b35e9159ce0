import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { Breadcrumb } from '@/components/breadcrumb';
import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';
import { COMPARE_MAX } from '@/lib/constants';
import { useLingui } from '@/lib/i18n';
import { HOME_PATH, PRODUCTS_PATH } from '@/lib/routes';

import { useCompareIds } from '../hooks/use-compare-ids';
import { useComparedProducts } from '../hooks/use-compared-products';
import { compareSelection } from '../local-db/compare-selection-store';
import { COMPARE_MESSAGES } from '../logic/compare-messages';
import { parseCompareIds, removeFromComparison } from '../logic/compare-selection';
import { compareRows, shownRows } from '../logic/compare-table';
import { ComparisonTable } from './comparison-table';
import { OnlyDifferencesSwitch } from './only-differences-switch';

const sameIds = (these: readonly number[], those: readonly number[]) =>
  these.length === those.length && these.every((id, index) => id === those[index]);

/**
 * /compare?ids=1001,1002: the products of the address side by side, from the catalog and the
 * details kept on the device (so offline too). The address is the comparison: it can be shared,
 * and opening it makes its products this device's choice (the tray and the cards then agree).
 * Without ids, the device's choice is shown and written into the address.
 */
export function CompareView() {
  useLingui();
  const [params, setParams] = useSearchParams();
  const chosen = useCompareIds();
  const fromAddress = params.get('ids');
  const ids = useMemo(
    () => (fromAddress === null ? [...chosen] : parseCompareIds(fromAddress)),
    [fromAddress, chosen],
  );
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const compared = useComparedProducts(ids);
  // A product no longer in the shop stays named in the address (and the note says so), but leaves
  // the device's choice.
  const gone = compared.status === 'ready' ? compared.notFound.join(',') : '';

  useEffect(() => {
    if (fromAddress === null) {
      if (ids.length > 0) setParams({ ids: ids.join(',') }, { replace: true });
      return;
    }
    const kept = ids.filter((id) => !gone.split(',').includes(String(id)));
    if (kept.length > 0 && !sameIds(kept, compareSelection.read())) compareSelection.write(kept);
  }, [fromAddress, ids, gone, setParams]);

  const remove = (id: number) => {
    const next = removeFromComparison(ids, id);
    compareSelection.write(next);
    setParams(next.length > 0 ? { ids: next.join(',') } : {}, { replace: true });
  };

  const ready = compared.status === 'ready' ? compared : undefined;
  // Made at every draw, not kept: the summary rows are written in the language of the moment, and
  // four products' rows are quick to make.
  const rows = ready ? compareRows(ready.products) : [];
  const shown = shownRows(rows, onlyDifferences);
  const products = ready?.products ?? [];
  const offline = products.filter((product) => ready?.unavailable.includes(product.id));

  return (
    <div className="flex flex-col gap-4">
      <div>
        <Breadcrumb
          crumbs={[{ label: COMPARE_MESSAGES.home, to: HOME_PATH }, { label: COMPARE_MESSAGES.pageTitle }]}
        />
        <PageTitle title={COMPARE_MESSAGES.pageTitle}>{COMPARE_MESSAGES.pageTitle}</PageTitle>
      </div>
      {ids.length === 0 || (ready && products.length === 0) ? (
        <div className="flex flex-col items-start gap-4 rounded-xl border border-gray-200 bg-white p-6">
          {ready && ready.notFound.length > 0 && <p>{COMPARE_MESSAGES.notFound(ready.notFound.length)}</p>}
          <p className="text-gray-700">{COMPARE_MESSAGES.empty}</p>
          <ButtonLink to={PRODUCTS_PATH}>{COMPARE_MESSAGES.browse}</ButtonLink>
        </div>
      ) : !ready ? (
        <p role="status" className="text-gray-700">
          {COMPARE_MESSAGES.loading}
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <OnlyDifferencesSwitch on={onlyDifferences} onChange={setOnlyDifferences} />
            <p role="status" className="sr-only">
              {onlyDifferences ? COMPARE_MESSAGES.rowsShown(shown.length) : ''}
            </p>
            <p className="text-sm text-gray-700">
              <span aria-hidden="true" className="font-bold text-amber-900">
                ≠
              </span>{' '}
              {COMPARE_MESSAGES.legend}
            </p>
            {products.length < COMPARE_MAX && (
              <ButtonLink to={PRODUCTS_PATH} variant="outline" className="ml-auto text-sm">
                {COMPARE_MESSAGES.addMore}
              </ButtonLink>
            )}
          </div>
          {ready.notFound.length > 0 && <p role="note">{COMPARE_MESSAGES.notFound(ready.notFound.length)}</p>}
          {offline.length > 0 && (
            <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
              {COMPARE_MESSAGES.offlineNote(offline.map((product) => product.title).join(', '))}
            </p>
          )}
          <ComparisonTable
            products={products}
            rows={shown}
            caption={COMPARE_MESSAGES.caption(products.length, onlyDifferences)}
            loading={ready.loading}
            onRemove={remove}
          />
          {onlyDifferences && shown.length === 0 && <p>{COMPARE_MESSAGES.noDifferences}</p>}
        </>
      )}
    </div>
  );
}
