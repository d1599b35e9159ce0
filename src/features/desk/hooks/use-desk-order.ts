import { useEffect, useState } from 'react';

import { readOrderRecord, type OrderRecord } from '@/features/orders';

import type { Read } from './use-read';

/**
 * An order as the desk reads it (admins read every order; null: there is none), read again on
 * `reload` (after an action) while what was read stays on screen.
 */
export function useDeskOrder(orderId: string) {
  const [version, setVersion] = useState(0);
  const [last, setLast] = useState<{ orderId: string; read: Read<OrderRecord | null> } | null>(null);

  useEffect(() => {
    let live = true;
    readOrderRecord(orderId).then(
      (order) => {
        if (live) setLast({ orderId, read: { state: 'ready', value: order } });
      },
      (error: unknown) => {
        console.error('The desk could not read the order:', error);
        if (live)
          setLast((kept) =>
            kept?.orderId === orderId && kept.read.state === 'ready'
              ? kept
              : { orderId, read: { state: 'failed' } },
          );
      },
    );
    return () => {
      live = false;
    };
  }, [orderId, version]);

  return {
    read: last?.orderId === orderId ? last.read : ({ state: 'loading' } as Read<OrderRecord | null>),
    reload: () => setVersion((count) => count + 1),
  };
}
