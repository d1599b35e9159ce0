import { atom } from 'jotai';

import type { UserRecord } from './types';

/** Auth state (spec §3): the signed-in user's record, or null when signed out. */
export interface AuthState {
  user: UserRecord | null;
  loading: boolean;
}

export const authAtom = atom<AuthState>({ user: null, loading: true });

export const currentUserAtom = atom((get) => get(authAtom).user);

/**
 * The address of the signed-in password account while it is not verified yet, else
 * null. Checkout does not wait for it; a banner asks for it.
 */
export const unverifiedEmailAtom = atom<string | null>(null);

/**
 * The element under the current layout's header where account notices go. The layouts hold the
 * slot; the notice itself comes with the live session's chunk (app/live-session.tsx), so the
 * script every page needs before it is live carries only the slot.
 */
export const noticeSlotAtom = atom<HTMLElement | null>(null);
