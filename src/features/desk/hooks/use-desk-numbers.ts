import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';

import { currentUserAtom } from '@/features/auth';
import { readAccountCopy, saveAccountCopy } from '@/lib/account-copies';

import { readDeskNumbers, type DeskNumbers } from '../api/desk-numbers';

export type { DeskNumbers };

export type NumbersRead =
  | { state: 'loading' }
  | { state: 'failed' }
  /** `kept`: the copy last read on this device, shown because reading now failed. */
  | { state: 'ready'; numbers: DeskNumbers; kept: boolean };

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

/**
 * The desk home's numbers (api/desk-numbers.ts). What was read is kept on the device (signing out
 * removes it), so a failed read (offline) shows the last numbers with the time they were read.
 */
export function useDeskNumbers() {
  const uid = useAtomValue(currentUserAtom)?.uid;
  const [read, setRead] = useState<NumbersRead>({ state: 'loading' });
  // Bumped by Try again.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!uid) return;
    let live = true;
    readDeskNumbers().then(
      (numbers) => {
        saveAccountCopy(uid, NUMBERS_COPY, numbers);
        if (live) setRead({ state: 'ready', numbers, kept: false });
      },
      (error: unknown) => {
        console.error("The desk's numbers could not be read:", error);
        const copy = readAccountCopy(uid, NUMBERS_COPY);
        if (live)
          setRead(isNumbers(copy) ? { state: 'ready', numbers: copy, kept: true } : { state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [uid, attempt]);

  return {
    read,
    retry: () => {
      setRead({ state: 'loading' });
      setAttempt((count) => count + 1);
    },
  };
}
