import { useLingui } from '@lingui/react/macro';

import { Button } from '@/components/button';
import { PageTitle } from '@/components/page-title';

/** Shown when the product could not be read and this device knows nothing about it. */
export function ProductUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  const title = t`Product unavailable`;
  return (
    <section role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-2 py-16 text-center">
      <PageTitle title={title}>{title}</PageTitle>
      <p className="mb-4 text-gray-700">
        {t`We couldn't load this product. Check your internet connection and try again.`}
      </p>
      <Button onClick={onRetry}>{t`Retry`}</Button>
    </section>
  );
}
