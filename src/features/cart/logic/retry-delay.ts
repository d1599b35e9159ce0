const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 60_000;

/** Backoff before retry number `attempt` (0 first): 1 s, 2 s, 4 s … up to a minute. */
export const retryDelayMs = (attempt: number) => Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
