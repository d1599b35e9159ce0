/*
 * The operator's desk pages. Here rather than in lib/routes.ts: lib's module is in the
 * script every page needs before it is live, and only the desk's own pages build these.
 */

/** The dashboard's Desk tab (admins): every order, the review queue, low stock. */
export const DESK_TAB_PATH = '/dashboard?tab=desk';

/** The operator's page of an order, with its actions. */
export const deskOrderPath = (orderId: string) => `/desk/orders/${encodeURIComponent(orderId)}`;

/** The operator's edit form of a product. */
export const deskProductPath = (productId: number) => `/desk/products/${productId}`;
