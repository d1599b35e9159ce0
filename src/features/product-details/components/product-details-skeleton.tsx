import { useLingui } from '@lingui/react/macro';

const block = 'animate-pulse rounded-lg bg-gray-200';

/** The page's shape while the product loads, so nothing jumps when it arrives. */
export function ProductDetailsSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t`Loading product…`}</span>
      <div aria-hidden="true" className="flex flex-col gap-6">
        <div className={`${block} h-4 w-2/3 max-w-md`} />
        <div className="grid gap-8 md:grid-cols-2">
          <div className={`${block} aspect-square w-full`} />
          <div className="flex flex-col gap-4">
            <div className={`${block} h-8 w-4/5`} />
            <div className={`${block} h-4 w-1/3`} />
            <div className={`${block} h-10 w-1/2`} />
            <div className={`${block} h-20 w-full`} />
            <div className={`${block} h-11 w-40`} />
            <div className={`${block} h-11 w-full sm:w-56`} />
          </div>
        </div>
      </div>
    </div>
  );
}
