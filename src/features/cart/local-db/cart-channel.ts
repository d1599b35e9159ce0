/** What one tab tells the others about the cart. */
export type CartMessage = { type: 'changed' } | { type: 'reset' };

const CHANNEL_NAME = 'eshop-cart';

let channel: BroadcastChannel | null | undefined;
const getChannel = () => {
  channel ??= typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  return channel;
};

/** This tab's own listeners: a BroadcastChannel never delivers a message to its sender. */
const thisTab = new Set<(message: CartMessage) => void>();

/**
 * Tells the other open tabs of this shop that the stored cart changed; with `includingThisTab`,
 * this tab too (a change that did not come from its own atoms, like a merge after a write).
 */
export function announceCart(message: CartMessage, { includingThisTab = false } = {}) {
  getChannel()?.postMessage(message);
  if (includingThisTab) for (const listener of thisTab) listener(message);
}

/** Listens to the other tabs, and to what this tab announces to itself; returns the unsubscribe. */
export function onCartMessage(listener: (message: CartMessage) => void): () => void {
  thisTab.add(listener);
  const current = getChannel();
  const handle = (event: MessageEvent<CartMessage>) => listener(event.data);
  current?.addEventListener('message', handle);
  return () => {
    thisTab.delete(listener);
    current?.removeEventListener('message', handle);
  };
}
