import { useEffect, useState } from 'react';

import { readOrderAudit } from '../api/order-audit';
import { readDeskOrder } from '../api/read-desk-order';
import type { AuditEntry } from '../logic/audit';
import type { DeskOrderRecord } from '../logic/desk-order-record';
import { useEndIfRemoved } from './use-desk-access';
import type { Read } from './use-read';

/**
 * An order as the desk reads it (admins read every order; null: there is none) with its audit
 * record (who did what), read again on `reload` (after an action) while what was read stays on
 * screen. An audit record that cannot be read leaves the History naming the shop, not the page
 * unusable. Either read refused because the operator is no admin any more ends the desk
 * (DeskAccess).
 */
export function useDeskOrder(orderId: string) {
  const [version, setVersion] = useState(0);
  const [last, setLast] = useState<{ orderId: string; read: Read<DeskOrderRecord | null> } | null>(null);
  const [audit, setAudit] = useState<{ orderId: string; entries: AuditEntry[] } | null>(null);
  const endIfRemoved = useEndIfRemoved();

  useEffect(() => {
    let live = true;
    readDeskOrder(orderId).then(
      (order) => {
        if (live) setLast({ orderId, read: { state: 'ready', value: order } });
      },
      (error: unknown) => {
        if (endIfRemoved(error)) return;
        console.error('The desk could not read the order:', error);
        if (live)
          setLast((kept) =>
            kept?.orderId === orderId && kept.read.state === 'ready'
              ? kept
              : { orderId, read: { state: 'failed' } },
          );
      },
    );
    readOrderAudit(orderId).then(
      (entries) => {
        if (live) setAudit({ orderId, entries });
      },
      (error: unknown) => {
        if (!endIfRemoved(error)) console.error("The desk could not read the order's audit record:", error);
      },
    );
    return () => {
      live = false;
    };
  }, [orderId, version, endIfRemoved]);

  return {
    read: last?.orderId === orderId ? last.read : ({ state: 'loading' } as Read<DeskOrderRecord | null>),
    audit: audit?.orderId === orderId ? audit.entries : [],
    reload: () => setVersion((count) => count + 1),
  };
}
