import { t } from '@lingui/core/macro';

import { checkoutEndpoint } from '@/lib/env';
import { postToShop, refusalWords, shopApiUrl } from '@/lib/shop-api';

import type { DeskAction } from '../logic/desk-actions';
import { deskRefusalText } from '../logic/desk-refusal-words';

const DESK_PATH = '/api/desk/';

/**
 * POST /api/desk/<action>, served beside the checkout function (the same Hosting rewrites): its
 * address follows the checkout endpoint's origin.
 */
export const deskEndpointFor = (action: DeskAction, checkout: string = checkoutEndpoint): string =>
  shopApiUrl(`${DESK_PATH}${action}`, checkout);

/**
 * The desk function's refusal (or no answer at all): its words, for the operator, in their
 * language, or in the function's English (`lang` 'en') when the shop has no words for it.
 */
export class DeskRefusal extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly lang?: 'en',
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

/** The words for no answer at all, in the operator's language. */
const unreachable = () => t`The shop could not be reached. Check your connection and try again.`;

/** The words for a refusal without words of its own (an answer that is not the function's). */
function answeredWithoutWords(action: DeskAction, status: number): string {
  return t`The ${action} answered ${status}. Please try again.`;
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
  const {
    ok,
    status,
    body: answer,
  } = await postToShop(deskEndpointFor(action), body, {
    signedOut: () => new DeskRefusal(t`Sign in to use the desk.`, 401),
    unreachable: () => new DeskRefusal(unreachable(), 0),
  });
  if (!ok || typeof answer.status !== 'string') {
    const english = refusalWords(answer);
    if (english === undefined) throw new DeskRefusal(answeredWithoutWords(action, status), status);
    const { text, lang } = deskRefusalText(answer, english);
    throw new DeskRefusal(text, status, lang);
  }
  return { ...answer, orderId: body.orderId, status: answer.status };
}
