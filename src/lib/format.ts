// Written out rather than with Intl.NumberFormat: the first Intl formatter a page makes loads the
// browser's locale data, 10 ms of the first script's evaluation on a first visit (issue 23), for a
// format that never changes. The output is en-US currency's, which the tests hold it to.

/** A number's whole digits grouped in threes, as en-US writes them: "1234567.5" → "1,234,567.5". */
export const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Prices are shown in dollars with two decimals (spec §1): 1299.5 → "$1,299.50". */
export const formatPrice = (amount: number) =>
  (amount < 0 ? '-$' : '$') + groupThousands(Math.abs(amount).toFixed(2));

/** An amount of dollars in whole cents, as Stripe takes it: 19.99 → 1999. */
export const toCents = (amount: number) => Math.round(amount * 100);

/** Rounds an amount of dollars to whole cents. */
export const roundCents = (amount: number) => toCents(amount) / 100;
