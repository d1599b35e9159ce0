import { useEffect, useMemo, useState } from 'react';

import { useOnline } from '@/hooks/use-online';
import { readAccountCopy, saveAccountCopy } from '@/lib/account-copies';

import { isOrderId, readOrderRecord } from '../api/read-order';
import { fromKeptCopy } from '../logic/order-record';
import type { OrderRecord } from '../types';

/** The name of an order's copy among the account's offline copies (cleared at sign-out). */
export const orderCopyName = (orderId: string) => `order:${orderId}`;

/**
 * fresh: as the server has it now; checking: the copy on this device, while the server is asked;
 * last-seen: the copy on this device, the server could not be asked (offline).
 */
export type Freshness = 'fresh' | 'checking' | 'last-seen';

export type OrderView =
  | { state: 'reading' }
  | { state: 'failed' }
  | { state: 'not-found' }
  | { state: 'ready'; order: OrderRecord; freshness: Freshness };

const keptCopy = (uid: string, orderId: string) => fromKeptCopy(readAccountCopy(uid, orderCopyName(orderId)));

/**
 * One of the signed-in shopper's orders: the copy this device kept shown at once, then the
 * server's, which is kept in its place (so the page reads offline once opened). Read again when
 * the connection comes back and on `retry`. An order that is not the shopper's is not found, even
 * for an admin (whose desk has its own page): its copy is never kept here.
 */
export function useOwnOrder(
  orderId: string,
  uid: string | undefined,
): { view: OrderView; retry: () => void } {
  const online = useOnline();
  const [attempt, setAttempt] = useState(0);
  const key = uid ? `${uid}/${orderId}` : null;
  // Tagged with the order and reader it is for, so another one starts afresh without a reset.
  const [read, setRead] = useState<{ key: string; view: OrderView } | null>(null);
  const kept = useMemo(() => (uid ? keptCopy(uid, orderId) : null), [uid, orderId]);

  useEffect(() => {
    if (!key || !uid || !online || !isOrderId(orderId)) return;
    let live = true;
    readOrderRecord(orderId).then(
      (order) => {
        if (!live) return;
        if (!order || order.uid !== uid) {
          setRead({ key, view: { state: 'not-found' } });
          return;
        }
        saveAccountCopy(uid, orderCopyName(orderId), order);
        setRead({ key, view: { state: 'ready', order, freshness: 'fresh' } });
      },
      (error: unknown) => {
        console.warn('The order could not be read:', error);
        if (!live) return;
        setRead((last) => {
          const shown =
            last?.key === key && last.view.state === 'ready' ? last.view.order : keptCopy(uid, orderId);
          return {
            key,
            view: shown ? { state: 'ready', order: shown, freshness: 'last-seen' } : { state: 'failed' },
          };
        });
      },
    );
    return () => {
      live = false;
    };
  }, [key, uid, orderId, online, attempt]);

  const retry = () => setAttempt((count) => count + 1);
  if (read?.key === key) {
    const { view } = read;
    // Offline, what was read stands, as what was last seen.
    return { view: view.state === 'ready' && !online ? { ...view, freshness: 'last-seen' } : view, retry };
  }
  if (kept)
    return { view: { state: 'ready', order: kept, freshness: online ? 'checking' : 'last-seen' }, retry };
  return { view: online ? { state: 'reading' } : { state: 'failed' }, retry };
}
