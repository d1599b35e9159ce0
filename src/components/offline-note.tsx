import type { ReactNode } from 'react';

/**
 * Says, beside a control that needs the network, why it waits while offline. The control points
 * to it with aria-describedby; role status announces it when the connection drops.
 */
export function OfflineNote({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
      {children}
    </p>
  );
}
