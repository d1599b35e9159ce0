export type { AuthState } from './atoms';
export type { NotificationPreferences, UserRecord } from './types';
export { authAtom, currentUserAtom, noticeSlotAtom, unverifiedEmailAtom } from './atoms';
export { useAuthSession } from './hooks/use-auth-session';
export { sessionCode } from './session-code';
export { signedInHere } from './signed-in-here';
export { useSignOut } from './hooks/use-sign-out';
export { returnPath, stateFrom, type ReturnState } from './logic/return-path';
export { EmailVerificationNotice } from './components/email-verification-notice';
