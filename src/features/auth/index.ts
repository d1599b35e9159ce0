export type { AuthState } from './atoms';
export type { NewUserRecord, UserRecord } from './types';
export { authAtom, currentUserAtom } from './atoms';
export { createUserRecord, getUserRecord } from './api/user-record';
export { useAuthSession } from './use-auth-session';
export { useLogout } from './use-logout';
