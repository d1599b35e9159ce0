// The shop's rules for what an order may be, which the browser shows and the checkout function
// enforces: the one place each number is set.

/** The shipping fee of every order, in dollars (spec §3 Order summary). */
export const SHIPPING_FEE = 10;
/** The operator's desk lists products with this many units or fewer as low on stock. */
export const LOW_STOCK_THRESHOLD = 5;
/**
 * The most units of one product, its variants together, that one order holds; the checkout
 * function refuses more. Ten covers any honest order of consumer electronics (a family's phones, an
 * office's monitors) while one free account cannot hold a product's whole stock for the half hour
 * a checkout holds it (docs/architecture.md, "A hold has a size").
 */
export const MAX_LINE_QUANTITY = 10;
/**
 * The most units one order holds, every product together: Saleor's default cap of a checkout.
 * Five products at the per-product most; more is a business order, which the shop takes by
 * contact, not by card.
 */
export const MAX_ORDER_UNITS = 50;
/**
 * The most units an order holds for an account whose address is not verified yet: a script
 * registering throwaway addresses holds three units a checkout, and an honest shopper is asked to
 * verify (the link sent at registration, or sent again from the banner) to buy more at once.
 */
export const UNVERIFIED_ORDER_UNITS = 3;
/**
 * Checkouts of one account that ran out unpaid in a row, within a day, after which its next waits
 * half an hour (functions/src/checkout/unpaid-holds.ts).
 */
export const UNPAID_IN_A_ROW = 3;

export const VARIANTS = ['Off White', 'Space Gray', 'Jet Black'] as const;
export type Variant = (typeof VARIANTS)[number];
export const DEFAULT_VARIANT: Variant = 'Off White';

export const CHECKOUT_COUNTRIES = ['Bangladesh', 'India', 'USA', 'UK', 'Canada'] as const;
