import { said, type Refused } from '@/domain/refusal-codes';

/** What an HTTP handler answers: a status, a JSON body, and any headers (Retry-After). */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

/**
 * A refusal: the status, the error in words with its code and the figures it names (the browser
 * words it from these), and what it concerns ({ orderId, status }, …).
 */
export const refuse = (
  status: number,
  { code, error, params }: Refused,
  details: Record<string, unknown> = {},
): Answer => ({
  status,
  body: { error, code, ...params, ...details },
});

/** Stripe's keys are not set: nothing that takes or gives back money can be done. */
export const PAYMENTS_OFF = said('payments-off', 'Payments are not configured.');
