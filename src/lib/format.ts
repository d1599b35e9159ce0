const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Prices are shown in dollars with two decimals (spec §1). */
export const formatPrice = (amount: number) => dollars.format(amount);

/** Rounds an amount of dollars to whole cents. */
export const roundCents = (amount: number) => Math.round(amount * 100) / 100;
