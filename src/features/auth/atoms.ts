import { atom } from 'jotai';

import type { UserRecord } from './types';

/** Auth state (spec §3): the signed-in user's record, or null when signed out. */
export interface AuthState {
  user: UserRecord | null;
  loading: boolean;
}

export const authAtom = atom<AuthState>({ user: null, loading: true });

export const currentUserAtom = atom((get) => get(authAtom).user);
