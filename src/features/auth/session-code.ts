import { deviceCode } from '@/lib/device-code';

/**
 * The Auth client and the session observer, after the first paint so the catalog shows without
 * waiting for them. A signed-in shopper's first tap (Add to cart) waits for the session they
 * restore from the device, offline too: for a shopper signed in on this device the offline kit
 * asks for them as the page starts, and a failed fetch is tried again. A module of its own, so
 * the first script holds only this.
 */
export const sessionCode = deviceCode(() => import('./api/session'));
