import { Button } from '@/components/button';
import { PageTitle } from '@/components/page-title';

/** Shown when the product could not be read and this device knows nothing about it. */
export function ProductUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <section role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-2 py-16 text-center">
      <PageTitle title="Product unavailable">Product unavailable</PageTitle>
      <p className="mb-4 text-gray-700">
        We couldn&apos;t load this product. Check your internet connection and try again.
      </p>
      <Button onClick={onRetry}>Retry</Button>
    </section>
  );
}
