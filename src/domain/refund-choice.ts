/*
 * What the shop says about who acted and what a refund does with its units, shared by the desk
 * function (functions/src/refunds/ and desk/) and the pages that read orders, so the browser
 * and the server never disagree.
 */

/**
 * Who acted, as an order names it to its shopper: the shop, never one of its operators (who did
 * what is kept in the order's audit record, which only admins read).
 */
export const SHOP_NAME = 'E-Shop';

/**
 * Whether refunded units go back on sale unless the operator says otherwise: yes while the order
 * has not left the shop, no once it shipped or was delivered (the customer may still have the
 * units; the operator restocks them when they come back in a state to sell).
 */
export const restockByDefault = (order: {
  status: string;
  shipment?: unknown;
  deliveredAt?: unknown;
}): boolean =>
  order.status !== 'shipped' &&
  order.status !== 'delivered' &&
  order.shipment == null &&
  order.deliveredAt == null;
