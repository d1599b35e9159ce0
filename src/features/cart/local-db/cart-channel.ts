import { tabChannel } from '@/lib/tab-channel';

/** What one tab tells the others about the cart. */
export type CartMessage = { type: 'changed' } | { type: 'reset' };

/**
 * Tells the other open tabs of this shop that the stored cart changed (they read it again) or was
 * emptied at logout; with `includingThisTab`, this tab too (a change that did not come from its
 * own atoms, like a merge after a write).
 */
export const cartChannel = tabChannel<CartMessage>('eshop-cart');
