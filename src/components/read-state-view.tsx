import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { Button } from '@/components/button';
import type { ReadState } from '@/hooks/use-read';

/**
 * A read as the page shows it (useRead): a status while loading, an alert with Try again when it
 * failed, or what `children` draw from its value. Every list and page that reads data says these
 * three the same way, so a screen reader hears them the same way.
 */
export function ReadStateView<T>({
  read,
  loading,
  failed,
  onRetry,
  children,
}: {
  read: ReadState<T>;
  /** Said while it is read, in the reader's language: "Loading the orders…". */
  loading: string;
  /** Said when it could not be: "The orders could not be loaded. Check your connection and try again." */
  failed: string;
  onRetry: () => void;
  children: (value: T) => ReactNode;
}) {
  const { t } = useLingui();
  if (read.state === 'loading')
    return (
      <p role="status" className="text-gray-700">
        {loading}
      </p>
    );
  if (read.state === 'failed')
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-gray-800">
        {failed}
        <Button variant="outline" onClick={onRetry}>
          {t`Try again`}
        </Button>
      </div>
    );
  return children(read.value);
}
