import { formatPrice } from '@/lib/format';

/** The desk home's look, shared by its parts. */
export const HEADING = 'mb-2 text-base font-semibold';
export const CARD = 'rounded-md border border-gray-200 p-3';
export const LINK = 'font-semibold text-blue-800 underline';

/** An amount of cents as the operator's language writes dollars. */
export const money = (cents: number) => formatPrice(cents / 100);
