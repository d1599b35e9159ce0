import { groupThousands } from '@/lib/format';

/** A whole, non-negative number of dollars, as the price filter's bounds: 5000 → "$5,000". */
export const formatWholeDollars = (amount: number) => `$${groupThousands(Math.round(amount).toFixed(0))}`;
