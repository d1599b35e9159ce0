import { checkoutEndpoint } from '@/lib/env';

import type { DeskAction } from '../logic/desk-actions';

const DESK_PATH = '/api/desk/';

/**
 * POST /api/desk/<action>, served beside the checkout function (the same Hosting rewrites): its
 * address follows the checkout endpoint's origin.
 */
export function deskEndpointFor(action: DeskAction, checkout: string = checkoutEndpoint): string {
  const path = `${DESK_PATH}${action}`;
  return /^https?:\/\//i.test(checkout) ? new URL(path, checkout).href : path;
}

/** The desk function's refusal (or no answer at all): its words, for the operator. */
export class DeskRefusal extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'DeskRefusal';
  }
}

/** What the desk function answers on success: the order's status now, and what the action adds. */
export interface DeskAnswer {
  orderId: string;
  status: string;
  [detail: string]: unknown;
}

const UNREACHABLE = 'The shop could not be reached. Check your connection and try again.';

/** The signed-in admin's ID token; Firebase Auth is loaded by the time an admin acts. */
async function idToken(): Promise<string> {
  const { auth } = await import('@/lib/firebase-auth');
  const user = auth.currentUser;
  if (!user) throw new DeskRefusal('Sign in to use the desk.', 401);
  return user.getIdToken();
}

/**
 * Asks the desk function to do `action` to an order (the function checks the caller is an admin,
 * applies it in one transaction and writes the order's history). Throws a DeskRefusal carrying
 * the function's own words when it refuses.
 */
export async function callDesk(
  action: DeskAction,
  body: { orderId: string } & Record<string, unknown>,
): Promise<DeskAnswer> {
  const token = await idToken();
  let response: Response;
  try {
    response = await fetch(deskEndpointFor(action), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  } catch {
    throw new DeskRefusal(UNREACHABLE, 0);
  }
  const answer = (await response.json().catch(() => ({}))) as Partial<DeskAnswer> & { error?: unknown };
  if (!response.ok || typeof answer.status !== 'string')
    throw new DeskRefusal(
      typeof answer.error === 'string'
        ? answer.error
        : `The ${action} answered ${response.status}. Please try again.`,
      response.status,
    );
  return { ...answer, orderId: body.orderId, status: answer.status };
}
