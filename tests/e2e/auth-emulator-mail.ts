import { expect } from '@playwright/test';

import { HOSTS, PROJECT_ID } from '../../scripts/lib/emulator-rest.mjs';

/** An email the Auth emulator "sent": it keeps each out-of-band code instead of mailing it. */
export interface OobCode {
  email: string;
  oobCode: string;
  /** The emulator's own action page, `http://<auth host>/emulator/action?mode=…&oobCode=…`. */
  oobLink: string;
  requestType:
    'PASSWORD_RESET' | 'VERIFY_EMAIL' | 'EMAIL_SIGNIN' | 'VERIFY_AND_CHANGE_EMAIL' | 'RECOVER_EMAIL';
}

/** Every code the Auth emulator holds, oldest first (`GET /emulator/v1/projects/<id>/oobCodes`). */
export async function oobCodes(): Promise<OobCode[]> {
  const response = await fetch(`http://${HOSTS.auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  if (!response.ok) throw new Error(`the Auth emulator's oobCodes answered ${response.status}`);
  const { oobCodes: codes } = (await response.json()) as { oobCodes?: OobCode[] };
  return codes ?? [];
}

/** The codes of one kind sent to one address, oldest first. */
export async function oobCodesFor(email: string, requestType: OobCode['requestType']): Promise<OobCode[]> {
  return (await oobCodes()).filter((code) => code.email === email && code.requestType === requestType);
}

/**
 * The newest code of this kind sent to `email`, waiting until there are `atLeast` of them (the
 * page may still be sending).
 */
export async function latestOobCode(
  email: string,
  requestType: OobCode['requestType'],
  atLeast = 1,
): Promise<OobCode> {
  let codes: OobCode[] = [];
  await expect
    .poll(async () => (codes = await oobCodesFor(email, requestType)).length, {
      message: `${requestType} codes sent to ${email}`,
    })
    .toBeGreaterThanOrEqual(atLeast);
  const latest = codes.at(-1);
  if (!latest) throw new Error(`no ${requestType} code for ${email}`);
  return latest;
}

/** The shop's reset page for a reset code, given the same query Firebase adds to a custom action URL. */
export const resetPagePath = (code: OobCode) => `/reset-password${new URL(code.oobLink).search}`;
