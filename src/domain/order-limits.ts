import { MAX_LINE_QUANTITY } from './shop-rules';

/*
 * The most units of one product one order holds. The shop's MAX_LINE_QUANTITY applies to every
 * product; the desk may set a lower "limit per order" on a scarce one (a launch, a limited drop),
 * kept on the product as `limitPerOrder`. The cart, the product page and the checkout function
 * all read it through here, so they agree on the number.
 */

/** Whether a value is a limit per order the desk may set: a whole number from 1 to the shop's most. */
export const isLimitPerOrder = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_LINE_QUANTITY;

/** The most units of the product one order holds: the desk's limit when it set one, else the shop's. */
export const unitsPerOrder = (product: { limitPerOrder?: unknown } | undefined): number =>
  isLimitPerOrder(product?.limitPerOrder) ? product.limitPerOrder : MAX_LINE_QUANTITY;
