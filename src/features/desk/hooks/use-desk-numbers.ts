import { useAtomValue } from 'jotai';

import { currentUserAtom } from '@/features/auth';

import { keepDeskNumbers, keptDeskNumbers } from '../api/desk-copies';
import { readDeskNumbers, type DeskNumbers } from '../api/desk-numbers';
import { isAccessRemoved } from '../logic/access-removed';
import { useDeskRead } from './use-desk-read';

export type { DeskNumbers };

/** The numbers as read now, or as last read on this device when they cannot be (`kept`). */
export interface ShownNumbers {
  numbers: DeskNumbers;
  kept: boolean;
}

/**
 * Reads the numbers and keeps them for `uid`; failing that, answers the copy kept, if any. A
 * refusal (the account is no admin any more) is no failure to read around: it is thrown, for the
 * desk to end (DeskAccess), and no copy is shown.
 */
async function readOrKept(uid: string): Promise<ShownNumbers> {
  try {
    const numbers = await readDeskNumbers();
    keepDeskNumbers(uid, numbers);
    return { numbers, kept: false };
  } catch (error) {
    const copy = isAccessRemoved(error) ? undefined : keptDeskNumbers(uid);
    if (!copy) throw error;
    console.warn("The desk's numbers could not be read; showing the last ones read:", error);
    return { numbers: copy, kept: true };
  }
}

/**
 * The desk home's numbers (api/desk-numbers.ts), read as the desk's lists are (useDeskRead: loading,
 * failed, ready; Try again reads again). What was read is kept on the device (api/desk-copies.ts),
 * so a failed read (offline) shows the last numbers with the time they were read. The desk is
 * drawn for a signed-in admin only, so there is an account to keep them for.
 */
export function useDeskNumbers() {
  const uid = useAtomValue(currentUserAtom)?.uid ?? '';
  return useDeskRead(uid, readOrKept);
}
