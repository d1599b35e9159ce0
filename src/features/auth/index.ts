export type { AuthState } from './atoms';
export type { UserRecord } from './types';
export { authAtom, currentUserAtom } from './atoms';
export { useAuthSession } from './hooks/use-auth-session';
export { useSignOut } from './hooks/use-sign-out';
