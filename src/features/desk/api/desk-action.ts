import { checkoutEndpoint } from '@/lib/env';
import { postToShop, refusalWords, shopApiUrl } from '@/lib/shop-api';

import type { DeskAction } from '../logic/desk-actions';

const DESK_PATH = '/api/desk/';

/**
 * POST /api/desk/<action>, served beside the checkout function (the same Hosting rewrites): its
 * address follows the checkout endpoint's origin.
 */
export const deskEndpointFor = (action: DeskAction, checkout: string = checkoutEndpoint): string =>
  shopApiUrl(`${DESK_PATH}${action}`, checkout);

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

/**
 * Asks the desk function to do `action` to an order (the function checks the caller is an admin,
 * applies it in one transaction and writes the order's history). Throws a DeskRefusal carrying
 * the function's own words when it refuses.
 */
export async function callDesk(
  action: DeskAction,
  body: { orderId: string } & Record<string, unknown>,
): Promise<DeskAnswer> {
  const {
    ok,
    status,
    body: answer,
  } = await postToShop(deskEndpointFor(action), body, {
    signedOut: () => new DeskRefusal('Sign in to use the desk.', 401),
    unreachable: () => new DeskRefusal(UNREACHABLE, 0),
  });
  if (!ok || typeof answer.status !== 'string')
    throw new DeskRefusal(
      refusalWords(answer) ?? `The ${action} answered ${status}. Please try again.`,
      status,
    );
  return { ...answer, orderId: body.orderId, status: answer.status };
}
