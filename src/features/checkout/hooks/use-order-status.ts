import { useEffect, useState } from 'react';

import { readOrder } from '../api/orders';
import type { OrderStatus } from '../logic/order';

/** How often, and for how long, the success page asks whether the payment has been confirmed. */
const POLL_EVERY_MS = 2000;
const POLL_FOR_MS = 120_000;

/**
 * The order's status as the server knows it, asked again every 2 s until Stripe's confirmation
 * (the webhook) has settled it, for up to 2 minutes. Null while unknown or not the shopper's.
 */
export function useOrderStatus(orderId: string | null, uid: string | undefined): OrderStatus | null {
  const [status, setStatus] = useState<OrderStatus | null>(null);
  useEffect(() => {
    if (!orderId || !uid) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const until = Date.now() + POLL_FOR_MS;
    const ask = async () => {
      try {
        const order = await readOrder(orderId);
        if (!live) return;
        setStatus(order?.status ?? null);
        if (order && order.status !== 'pending') return; // settled: paid, under review or expired
      } catch (error) {
        console.warn('The order could not be read:', error);
      }
      if (live && Date.now() < until) timer = setTimeout(() => void ask(), POLL_EVERY_MS);
    };
    void ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [orderId, uid]);
  return status;
}
