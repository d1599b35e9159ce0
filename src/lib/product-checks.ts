/*
 * The checks of a product's price, previous price, discount and stock, as the admin types them:
 * shared by the Add New Product form (features/account) and the desk's product edit
 * (features/desk), and held again by firestore.rules (`validProduct`): price at least 0.01 and
 * previous price at least 0, each in dollars and cents (at most 2 decimals) up to a million; a
 * discount of 1 to 99 percent when one is given; the stock a whole number from 0 to a million.
 */

import { t } from '@lingui/core/macro';

/** The largest amount of money, and the largest stock, a product may have (firestore.rules). */
export const PRODUCT_MONEY_MAX = 1_000_000;
export const PRODUCT_STOCK_MAX = 1_000_000;

export const PRICING_MESSAGES = {
  get price() {
    return t`Please enter a price above 0.`;
  },
  get priceCents() {
    return t`Please enter the price in dollars and cents, at most 2 decimals, up to 1,000,000.`;
  },
  get previousPrice() {
    return t`Please enter the previous price: 0 or more, at most 2 decimals, up to 1,000,000.`;
  },
  get discountPercent() {
    return t`Please enter a discount between 1 and 99 percent.`;
  },
  get stock() {
    return t`Please enter the stock as a whole number, 0 or more.`;
  },
};

/** The pricing fields as typed: strings, and the discount's Yes or No. */
export interface PricingDraft {
  price: string;
  previousPrice: string;
  discountTag: 'Yes' | 'No';
  discountPercent: string;
  stock: string;
}

export type PricingField = 'price' | 'previousPrice' | 'discountPercent' | 'stock';

export interface Pricing {
  price: number;
  previousPrice: number;
  discountTag: boolean;
  /** A number only when a discount is given (spec §3). */
  discountPercent: number | null;
  stock: number;
}

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Whole cents: 19.99 is, 19.999 is not (with room for binary fractions, as the rules allow). */
const inCents = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

const isMoney = (amount: number) =>
  Number.isFinite(amount) && amount >= 0 && amount <= PRODUCT_MONEY_MAX && inCents(amount);

/**
 * Checks the pricing fields and converts them. An empty previous price is 0 (none); the discount
 * percent counts only when a discount is given.
 */
export function checkPricing(
  draft: PricingDraft,
):
  | { pricing: Pricing; errors?: undefined }
  | { pricing?: undefined; errors: Partial<Record<PricingField, string>> } {
  const errors: Partial<Record<PricingField, string>> = {};
  const price = toNumber(draft.price);
  const previousPrice = draft.previousPrice.trim() === '' ? 0 : toNumber(draft.previousPrice);
  const stock = toNumber(draft.stock);
  const discountTag = draft.discountTag === 'Yes';
  const discountPercent = toNumber(draft.discountPercent);
  if (!(price > 0)) errors.price = PRICING_MESSAGES.price;
  else if (!isMoney(price) || price < 0.01) errors.price = PRICING_MESSAGES.priceCents;
  if (!isMoney(previousPrice)) errors.previousPrice = PRICING_MESSAGES.previousPrice;
  if (discountTag && !(discountPercent >= 1 && discountPercent <= 99))
    errors.discountPercent = PRICING_MESSAGES.discountPercent;
  if (!(Number.isInteger(stock) && stock >= 0 && stock <= PRODUCT_STOCK_MAX))
    errors.stock = PRICING_MESSAGES.stock;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    pricing: {
      price,
      previousPrice,
      discountTag,
      discountPercent: discountTag ? discountPercent : null,
      stock,
    },
  };
}
