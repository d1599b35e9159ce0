import { shopPath, stateFrom, type ReturnState } from './return-path';

/**
 * The state the login and register links pass on to each other, so the destination stays with
 * the shopper; undefined when there is no valid one. Apart from return-path.ts, which every page
 * loads, because only the sign-in forms need it.
 */
export function passOnReturnState(state: unknown): ReturnState | undefined {
  const from = shopPath(stateFrom(state));
  return from ? { from } : undefined;
}
