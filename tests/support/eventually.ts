import { vi } from 'vitest';

/**
 * How long `eventually` gives a check before the test fails. It passes as soon as the check
 * holds; vi.waitFor's own default of 1 s only suits a quiet host, and a first render or import
 * takes longer than that on a busy 2-core one.
 */
const GIVE_UP_AFTER_MS = 10_000;

/** Retries `check` until it stops throwing (or its promise resolves), and resolves what it returned. */
export const eventually = <T>(check: () => T | Promise<T>) =>
  vi.waitFor(check, { timeout: GIVE_UP_AFTER_MS });
