import { DASHBOARD_PATH } from '@/lib/routes';

/** Where signing in leads when the visitor was not on their way anywhere (spec §4 Auth). */
export const DEFAULT_RETURN_PATH = DASHBOARD_PATH;

/** The sign-in pages themselves: returning to them after signing in would bounce straight away. */
const SIGN_IN_PAGE = /^\/(login|register)(?:[?#]|$)/;

/**
 * `candidate` when it is a path of this shop, else null: one leading `/`, not `//` or `/\` (which
 * browsers read as another host), so no scheme or host either, and no backslash or control
 * character. What comes through the router's state is checked here: no code should trust what
 * it did not write.
 */
export function shopPath(candidate: unknown): string | null {
  // eslint-disable-next-line no-control-regex -- parsers drop tabs and newlines: "/\t/host" is "//host"
  return typeof candidate === 'string' && /^\/(?![/\\])[^\u0000-\u001f\u007f\\]*$/.test(candidate)
    ? candidate
    : null;
}

/** Where to go once signed in: the shop page the visitor was sent from, else the dashboard. */
export function returnPath(from: unknown): string {
  const path = shopPath(from);
  return !path || SIGN_IN_PAGE.test(path) ? DEFAULT_RETURN_PATH : path;
}

/**
 * The router state that carries the visitor's destination from a guard to /login, and on
 * between login and register: `{ from: '/checkout' }`.
 */
export interface ReturnState {
  from: string;
}

/** The `from` of a location's state, whatever shape that state has. */
export function stateFrom(state: unknown): unknown {
  return typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
}
