/**
 * Resolves in a later task of the event loop, after `ms` (0: as soon as the browser runs timers).
 * Work awaited after it runs in a task of its own, so the browser may paint and take input between.
 */
export const nextTask = (ms = 0) => new Promise<void>((resolve) => setTimeout(resolve, ms));
