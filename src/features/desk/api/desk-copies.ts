import { readAccountCopy, removeAccountCopy, saveAccountCopy } from '@/lib/account-copies';

import type { DeskNumbers } from './desk-numbers';

/*
 * What the desk keeps on the device, with the account's copies (lib/account-copies.ts, removed at
 * sign-out): the home's numbers last read, shown with the time they were read when a read fails
 * (offline). Nothing else of the desk is kept: its lists and pages are read each time.
 */

/** The home's numbers among the account's copies. */
const NUMBERS_COPY = 'desk-numbers';

const isNumbers = (value: unknown): value is DeskNumbers =>
  typeof value === 'object' &&
  value !== null &&
  'readAt' in value &&
  typeof value.readAt === 'number' &&
  'days' in value &&
  Array.isArray(value.days) &&
  'lowStock' in value &&
  Array.isArray(value.lowStock) &&
  'nextToShip' in value &&
  Array.isArray(value.nextToShip);

/** Keeps the numbers just read for `uid`. */
export const keepDeskNumbers = (uid: string, numbers: DeskNumbers) =>
  saveAccountCopy(uid, NUMBERS_COPY, numbers);

/** The numbers last kept for `uid`, or undefined (none, or not numbers the desk can draw). */
export function keptDeskNumbers(uid: string): DeskNumbers | undefined {
  const copy = readAccountCopy(uid, NUMBERS_COPY);
  return isNumbers(copy) ? copy : undefined;
}

/** Removes all the desk keeps for `uid`: an account the shop no longer takes as an admin. */
export function forgetDesk(uid: string) {
  removeAccountCopy(uid, NUMBERS_COPY);
}
