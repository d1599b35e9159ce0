import type { MessageDescriptor } from '@lingui/core';
import { Suspense, type ComponentType } from 'react';

import { useLingui } from '@/lib/i18n';
import { lazyLoaded, loadWhenOnline } from '@/lib/lazy-loaded';

/** What a part says while its chunk comes, in the shopper's language of the moment. */
function Status({ status, className }: { status: MessageDescriptor; className: string }) {
  const { _ } = useLingui();
  return (
    <p role="status" className={className}>
      {_(status)}
    </p>
  );
}

/**
 * A component from a chunk of its own (fetched again if it failed: lib/lazy-loaded), saying
 * `status` (a message: `msg\`Loading…\``) while it comes: the small entry a route or tab imports, so
 * the script every page needs names one more file rather than every file behind it.
 */
export function lazyWithStatus<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  status: MessageDescriptor,
  className = 'p-8 text-center text-gray-700',
) {
  const loaded = lazyLoaded(() => loadWhenOnline(() => load()), pick);
  return function WithStatus() {
    return (
      <Suspense fallback={<Status status={status} className={className} />}>
        <loaded.Component />
      </Suspense>
    );
  };
}
