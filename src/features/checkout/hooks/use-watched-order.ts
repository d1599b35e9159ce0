import { useEffect, useState } from 'react';

import { useOnline } from '@/hooks/use-online';

import { readOrder, type Order } from '../api/orders';

/** How often, and for how long, the success page asks whether the payment has been confirmed. */
const POLL_EVERY_MS = 2000;
const POLL_FOR_MS = 120_000;

/** An order as last read: not yet, could not be (offline), or read (null: none of the reader's). */
export type OrderRead = { state: 'reading' } | { state: 'failed' } | { state: 'read'; order: Order | null };

/**
 * The order as the server knows it, read again every 2 s while it waits for Stripe's confirmation
 * (the webhook), for up to 2 minutes, and again when the connection comes back. A failed read
 * after a good one keeps what was read.
 */
export function useWatchedOrder(orderId: string | null, uid: string | undefined): OrderRead {
  const online = useOnline();
  const key = orderId && uid ? `${uid}/${orderId}` : null;
  // Tagged with the order and reader it is for, so a new one starts as 'reading' without a reset.
  const [last, setLast] = useState<{ key: string; read: OrderRead } | null>(null);

  useEffect(() => {
    if (!key || !orderId || !online) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const until = Date.now() + POLL_FOR_MS;
    const ask = async () => {
      try {
        const order = await readOrder(orderId);
        if (!live) return;
        setLast({ key, read: { state: 'read', order } });
        if (!order || order.status !== 'pending') return; // nothing to wait for
      } catch (error) {
        console.warn('The order could not be read:', error);
        if (!live) return;
        setLast((kept) =>
          kept?.key === key && kept.read.state === 'read' ? kept : { key, read: { state: 'failed' } },
        );
      }
      if (Date.now() < until) timer = setTimeout(() => void ask(), POLL_EVERY_MS);
    };
    void ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, orderId, online]);

  if (last?.key === key) return last.read;
  return online ? { state: 'reading' } : { state: 'failed' };
}
