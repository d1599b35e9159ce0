import { appCheckHeaders } from './app-check';
import { checkoutEndpoint } from './env';

/**
 * The address of one of the shop's own functions. They are served beside the checkout function
 * (the same Hosting rewrites), so a path follows the checkout endpoint's origin rather than
 * needing a setting of its own.
 */
export function shopApiUrl(path: string, checkout: string = checkoutEndpoint): string {
  return /^https?:\/\//i.test(checkout) ? new URL(path, checkout).href : path;
}

/**
 * The signed-in user's ID token, or `signedOut()` thrown when nobody is. Firebase Auth stays out
 * of the first pages' script; by the time anyone acts on a signed-in page it is loaded already.
 */
export async function currentIdToken(
  signedOut: () => Error = () => new Error('Nobody is signed in.'),
): Promise<string> {
  const { auth } = await import('./firebase-auth');
  const user = auth.currentUser;
  if (!user) throw signedOut();
  return user.getIdToken();
}

/** What a function answered: its HTTP status and its JSON body ({} when it sent none). */
export interface ShopAnswer {
  ok: boolean;
  status: number;
  body: Record<string, unknown>;
}

export interface ShopPost {
  /** The caller's ID token; the signed-in user's (currentIdToken) when not given. */
  idToken?: string;
  /** Thrown when no token is given and nobody is signed in. */
  signedOut?: () => Error;
  /** Headers besides the JSON content type and the token (an Idempotency-Key). */
  headers?: Record<string, string>;
  /** Thrown instead of fetch's own error when the function could not be reached. */
  unreachable?: () => Error;
}

/**
 * POSTs `body` as JSON to one of the shop's functions, as the caller (`Authorization: Bearer` with
 * their ID token) from the shop's page (its App Check token, when the build has App Check), and
 * reads the answer. A refusal or a server error is an answer (`ok` false):
 * what it means is the caller's to say.
 */
export async function postToShop(
  url: string,
  body: unknown,
  { idToken, signedOut, headers, unreachable }: ShopPost = {},
): Promise<ShopAnswer> {
  const [token, appCheck] = await Promise.all([idToken ?? currentIdToken(signedOut), appCheckHeaders()]);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
        ...appCheck,
        ...headers,
      },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw unreachable ? unreachable() : error;
  }
  const answer: unknown = await response.json().catch(() => ({}));
  return {
    ok: response.ok,
    status: response.status,
    body: typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {},
  };
}

/** The function's own words for a refusal (its `error`), when it gave some. */
export const refusalWords = (body: Record<string, unknown>): string | undefined =>
  typeof body.error === 'string' ? body.error : undefined;
