/** What an HTTP handler answers: a status, a JSON body, and any headers (Retry-After). */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** A refusal: the status, the error in words, and what it concerns ({ orderId, status }, …). */
export const refuse = (status: number, error: string, details: Record<string, unknown> = {}): Answer => ({
  status,
  body: { error, ...details },
});
