import type { ReactNode } from 'react';

import { Button } from '@/components/button';

import type { Read } from '../hooks/use-read';

/** A desk list as read: loading, failed with Try again, or drawn by `children`. */
export function ReadState<T>({
  read,
  what,
  onRetry,
  children,
}: {
  read: Read<T>;
  /** What is read, in words: "the orders". */
  what: string;
  onRetry: () => void;
  children: (value: T) => ReactNode;
}) {
  if (read.state === 'loading')
    return (
      <p role="status" className="text-gray-700">
        Loading {what}…
      </p>
    );
  if (read.state === 'failed')
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-gray-800">
        {`${what[0]?.toUpperCase() ?? ''}${what.slice(1)}`} could not be loaded. Check your connection and try
        again.
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  return children(read.value);
}
