import type { OrderFields } from '@/domain/order';

/**
 * What the success page can say of its link. confirmed: a payment of this shopper's on this
 * session, paid or awaiting Stripe's confirmation (the cart is emptied); under-review: their order
 * was paid but is being checked; not-found: nothing of theirs to confirm (a crafted or stale link);
 * unreachable: the order could not be read (offline); checking: not known yet.
 */
export type PaymentCheck = 'checking' | 'confirmed' | 'under-review' | 'not-found' | 'unreachable';

export interface SuccessLink {
  /** ?order= */
  orderId: string | null;
  /** ?session_id=, filled in by Stripe when it sends the shopper back. */
  sessionId: string | null;
}

export interface Shopper {
  uid: string | undefined;
  /** True until Auth has said whether someone is signed in. */
  loading: boolean;
}

type Read =
  | { state: 'reading' }
  | { state: 'failed' }
  | { state: 'read'; order: Pick<OrderFields, 'uid' | 'sessionId' | 'status'> | null };

/** Whether the success page's link is a payment of this shopper's. */
export function checkPayment(link: SuccessLink, shopper: Shopper, read: Read): PaymentCheck {
  if (!link.orderId || !link.sessionId) return 'not-found';
  if (shopper.loading) return 'checking';
  if (!shopper.uid) return 'not-found';
  if (read.state === 'reading') return 'checking';
  if (read.state === 'failed') return 'unreachable';
  const { order } = read;
  if (!order || order.uid !== shopper.uid) return 'not-found';
  // A second payment on an older session also lands here: the order is theirs and being checked.
  if (order.status === 'needs-review') return 'under-review';
  if (order.sessionId !== link.sessionId) return 'not-found';
  return order.status === 'paid' || order.status === 'pending' ? 'confirmed' : 'not-found';
}
