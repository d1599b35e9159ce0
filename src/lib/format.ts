const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Prices are shown in dollars with two decimals (spec §1). */
export const formatPrice = (amount: number) => dollars.format(amount);

/** An amount of dollars in whole cents, as Stripe takes it: 19.99 → 1999. */
export const toCents = (amount: number) => Math.round(amount * 100);

/** Rounds an amount of dollars to whole cents. */
export const roundCents = (amount: number) => toCents(amount) / 100;
