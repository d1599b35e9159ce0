/** The `auth/…` code of a Firebase Auth error, or '' for anything else. */
export const authErrorCode = (error: unknown): string =>
  typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
