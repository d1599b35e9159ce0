/** What one tab tells the others about the cart. */
export type CartMessage = { type: 'changed' } | { type: 'reset' };

const CHANNEL_NAME = 'eshop-cart';

let channel: BroadcastChannel | null | undefined;
const getChannel = () => {
  channel ??= typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  return channel;
};

/** Tells the other open tabs of this shop (not this one) that the stored cart changed. */
export function announceCart(message: CartMessage) {
  getChannel()?.postMessage(message);
}

/** Listens to the other tabs; returns the unsubscribe. */
export function onCartMessage(listener: (message: CartMessage) => void): () => void {
  const current = getChannel();
  if (!current) return () => undefined;
  const handle = (event: MessageEvent<CartMessage>) => listener(event.data);
  current.addEventListener('message', handle);
  return () => current.removeEventListener('message', handle);
}
