import { useMemo } from 'react';

import { useOnline } from '@/hooks/use-online';
import { useRead } from '@/hooks/use-read';
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

/** An order as read: the server's, or the copy this device kept when the server could not answer. */
interface ReadOrder {
  order: OrderRecord;
  freshness: 'fresh' | 'last-seen';
}

/**
 * Reads the order of `key` (uid/orderId) and keeps a copy of it; null when it is not the
 * shopper's (its copy is never kept). Failing that, answers the copy kept, if any.
 */
async function readOwnOrder(key: string): Promise<ReadOrder | null> {
  // The order's id holds no slash (isOrderId), so the last one ends the uid.
  const at = key.lastIndexOf('/');
  const uid = key.slice(0, at);
  const orderId = key.slice(at + 1);
  try {
    const order = await readOrderRecord(orderId);
    if (!order || order.uid !== uid) return null;
    saveAccountCopy(uid, orderCopyName(orderId), order);
    return { order, freshness: 'fresh' };
  } catch (error) {
    const copy = keptCopy(uid, orderId);
    if (!copy) throw error;
    console.warn('The order could not be read; showing the copy kept:', error);
    return { order: copy, freshness: 'last-seen' };
  }
}

/**
 * One of the signed-in shopper's orders: the copy this device kept shown at once, then the
 * server's, which is kept in its place (so the page reads offline once opened). Read again when
 * the connection comes back and on `retry`, what is shown staying until the answer. An order that
 * is not the shopper's is not found, even for an admin (whose desk has its own page): its copy is
 * never kept here.
 */
export function useOwnOrder(
  orderId: string,
  uid: string | undefined,
): { view: OrderView; retry: () => void } {
  const online = useOnline();
  const key = uid && isOrderId(orderId) ? `${uid}/${orderId}` : null;
  const { read, refresh: retry } = useRead(key, readOwnOrder, { paused: !online });
  const kept = useMemo(() => (uid ? keptCopy(uid, orderId) : null), [uid, orderId]);

  if (read.state === 'failed') return { view: { state: 'failed' }, retry };
  if (read.state === 'ready') {
    if (!read.value) return { view: { state: 'not-found' }, retry };
    // Offline, what was read stands, as what was last seen.
    const { order, freshness } = read.value;
    return { view: { state: 'ready', order, freshness: online ? freshness : 'last-seen' }, retry };
  }
  if (kept)
    return { view: { state: 'ready', order: kept, freshness: online ? 'checking' : 'last-seen' }, retry };
  return { view: online ? { state: 'reading' } : { state: 'failed' }, retry };
}
