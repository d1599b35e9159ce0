import { useLingui } from '@lingui/react/macro';

import { Button } from '@/components/button';

/**
 * Load More with its 800 ms loading state. aria-disabled rather than disabled while loading, so a
 * keyboard user's focus stays on the button.
 */
export function LoadMoreButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  const { t } = useLingui();
  return (
    <div className="mt-6 flex justify-center">
      <Button variant="outline" className="min-w-40" aria-disabled={loading} onClick={onClick}>
        {loading && (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-gray-400 border-t-blue-700"
          />
        )}
        {loading ? t`Loading...` : t`Load More`}
      </Button>
    </div>
  );
}
