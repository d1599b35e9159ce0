// Amounts of US dollars, the currency every price is charged in, as both the browser and the
// functions count and write them: whole cents for sums and Stripe, and dollars as en-US writes them.

/** A number's whole digits grouped in threes, as en-US writes them: "1234567.5" → "1,234,567.5". */
export const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** An amount of dollars in whole cents, as Stripe takes it: 19.99 → 1999. */
export const toCents = (amount: number) => Math.round(amount * 100);

/** Rounds an amount of dollars to whole cents. */
export const roundCents = (amount: number) => toCents(amount) / 100;

/** An amount as the server writes it, en-US dollars with two decimals: 1299.5 → "$1,299.50". */
export const formatUsd = (amount: number) =>
  (amount < 0 ? '-$' : '$') + groupThousands(Math.abs(amount).toFixed(2));
