import type { DeskAnswer } from '../api/desk-action';
import type { DeskAction } from '../logic/desk-actions';

/**
 * Runs a desk action on the page's order: `body` beside the order's id, `done` the words shown
 * when it succeeded (from the function's answer). Resolves true on success.
 */
export type RunAction = (
  action: DeskAction,
  body: Record<string, unknown>,
  done: (answer: DeskAnswer) => string,
) => Promise<boolean>;
