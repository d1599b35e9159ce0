import type { AppCheckMode } from '../config';
import type { Answer } from './answer';

/*
 * Firebase App Check on the calls a script would make without the shop's page: starting a
 * checkout, cancelling one, the desk. The page sends a token from reCAPTCHA Enterprise (or, in a
 * local run, a debug token registered in the Firebase console) in X-Firebase-AppCheck
 * (src/lib/app-check.ts); Firebase signs it, and the Admin SDK checks the signature. What it stops
 * and what it does not: docs/architecture.md, "App Check". Whether it is enforced is the setting
 * `APP_CHECK` (config.ts).
 */

/** The header the page sends its token in, as Node names it (lower case). */
export const APP_CHECK_HEADER = 'x-firebase-appcheck';

const refused = (error: string): Answer => ({ status: 401, body: { error, code: 'app-check' } });

/**
 * Whether a call may go on to its handler (null) or is refused (401, code `app-check`): in
 * `enforce`, only with a token `verify` accepts. `verify` is firebase-admin's token check
 * (shared/admin.ts), which throws for a token that is forged, expired or for another project.
 */
export async function appCheckAnswer(
  token: string | undefined,
  mode: AppCheckMode,
  verify: (token: string) => Promise<unknown>,
): Promise<Answer | null> {
  if (mode === 'off') return null;
  if (!token) return refused("This call must come from the shop's own page: it carried no App Check token.");
  try {
    await verify(token);
    return null;
  } catch {
    return refused("This call must come from the shop's own page: its App Check token is not valid.");
  }
}
