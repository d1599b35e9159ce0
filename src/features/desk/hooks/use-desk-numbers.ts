import { useAtomValue } from 'jotai';

import { currentUserAtom } from '@/features/auth';
import { readAccountCopy, saveAccountCopy } from '@/lib/account-copies';

import { readDeskNumbers, type DeskNumbers } from '../api/desk-numbers';
import { useRead } from './use-read';

export type { DeskNumbers };

/** The home's numbers last read on this device, for reading them offline (lib/account-copies.ts). */
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

/** The numbers as read now, or as last read on this device when they cannot be (`kept`). */
export interface ShownNumbers {
  numbers: DeskNumbers;
  kept: boolean;
}

/** Reads the numbers and keeps them for `uid`; failing that, answers the copy kept, if any. */
async function readOrKept(uid: string): Promise<ShownNumbers> {
  try {
    const numbers = await readDeskNumbers();
    saveAccountCopy(uid, NUMBERS_COPY, numbers);
    return { numbers, kept: false };
  } catch (error) {
    const copy = readAccountCopy(uid, NUMBERS_COPY);
    if (!isNumbers(copy)) throw error;
    console.warn("The desk's numbers could not be read; showing the last ones read:", error);
    return { numbers: copy, kept: true };
  }
}

/**
 * The desk home's numbers (api/desk-numbers.ts), read as the desk's lists are (useRead: loading,
 * failed, ready; Try again reads again). What was read is kept on the device (signing out removes
 * it), so a failed read (offline) shows the last numbers with the time they were read. The desk is
 * drawn for a signed-in admin only, so there is an account to keep them for.
 */
export function useDeskNumbers() {
  const uid = useAtomValue(currentUserAtom)?.uid ?? '';
  return useRead(uid, readOrKept);
}
