import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { Button } from '@/components/button';

import type { Read } from '../hooks/use-read';

/** A desk list as read: loading, failed with Try again, or drawn by `children`. */
export function ReadState<T>({
  read,
  loading,
  failed,
  onRetry,
  children,
}: {
  read: Read<T>;
  /** Said while it is read, in the operator's language: "Loading the orders…". */
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
