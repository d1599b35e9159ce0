import { SPRING_SALE_INITIAL_END, SPRING_SALE_RENEWAL_DAYS } from '@/lib/constants';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
export const RENEWAL_STEP_MS = SPRING_SALE_RENEWAL_DAYS * DAY_MS;
const INITIAL_END_MS = Date.parse(SPRING_SALE_INITIAL_END);

/** A passed end date moves forward in whole 20-day steps until it lies in the future (spec §4). */
export function renewSaleEnd(end: number, now: number): number {
  if (end > now) return end;
  const steps = Math.floor((now - end) / RENEWAL_STEP_MS) + 1;
  return end + steps * RENEWAL_STEP_MS;
}

/**
 * The sale's end from the stored value. A missing or unreadable value, or one further ahead than
 * this code could ever have stored, starts again from the spec's initial end date.
 */
export function resolveSaleEnd(stored: string | null, now: number): number {
  const parsed = stored === null ? Number.NaN : Date.parse(stored);
  const latestPossible = Math.max(INITIAL_END_MS, now + RENEWAL_STEP_MS);
  const end = Number.isFinite(parsed) && parsed <= latestPossible ? parsed : INITIAL_END_MS;
  return renewSaleEnd(end, now);
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds until `end`; all zero once it has passed. */
export function timeLeft(end: number, now: number): TimeLeft {
  const left = Math.max(0, end - now);
  return {
    days: Math.floor(left / DAY_MS),
    hours: Math.floor((left % DAY_MS) / HOUR_MS),
    minutes: Math.floor((left % HOUR_MS) / MINUTE_MS),
    seconds: Math.floor((left % MINUTE_MS) / SECOND_MS),
  };
}
