import { NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/constants';
import { isEmail } from '@/lib/validation';

import { authErrorCode } from './auth-error-code';

const LOGIN_MESSAGES = {
  missing: 'Please enter email and password!',
  badEmail: 'Email is not valid!',
  missingEmail: 'Please enter your email address.',
} as const;

const REGISTER_MESSAGES = {
  missing: 'Please provide data for all fields',
  shortName: 'Name should at leats contain 4 letters',
  badEmail: 'Email is not valid',
  weakPassword:
    'Password must be at least 6 characters and include uppercase, lowercase, number, and special character.',
} as const;

export const WEAK_PASSWORD_MESSAGE = REGISTER_MESSAGES.weakPassword;

export type FormProblem = { level: 'error' | 'warning'; message: string } | null;

export function checkLogin(email: string, password: string): FormProblem {
  if (!email.trim() || !password) return { level: 'error', message: LOGIN_MESSAGES.missing };
  if (!isEmail(email)) return { level: 'error', message: LOGIN_MESSAGES.badEmail };
  return null;
}

/** The address a password reset link goes to; checked as the login form checks it. */
export function checkResetEmail(email: string): FormProblem {
  if (!email.trim()) return { level: 'error', message: LOGIN_MESSAGES.missingEmail };
  if (!isEmail(email)) return { level: 'error', message: LOGIN_MESSAGES.badEmail };
  return null;
}

const STRONG_PASSWORD = new RegExp(
  `^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z\\d]).{${PASSWORD_MIN_LENGTH},}$`,
);

/** A new password (registration, reset): the spec's rule and message (§5 Register). */
export function checkNewPassword(password: string): FormProblem {
  return STRONG_PASSWORD.test(password) ? null : { level: 'error', message: REGISTER_MESSAGES.weakPassword };
}

export function checkRegistration(name: string, email: string, password: string): FormProblem {
  if (!name.trim() || !email.trim() || !password)
    return { level: 'error', message: REGISTER_MESSAGES.missing };
  if (name.trim().length < NAME_MIN_LENGTH) return { level: 'warning', message: REGISTER_MESSAGES.shortName };
  if (!isEmail(email)) return { level: 'error', message: REGISTER_MESSAGES.badEmail };
  return checkNewPassword(password);
}

/** Login error messages by Firebase Auth code (spec §8); other codes show nothing. */
const LOGIN_ERROR_MESSAGES: Record<string, string> = {
  'auth/invalid-email': 'The email address is not valid.',
  'auth/user-not-found': 'No user found with this email. Please sign up first.',
  'auth/wrong-password': 'Incorrect password. Please try again.',
  'auth/too-many-requests': 'Too many failed attempts. Try again later.',
  'auth/network-request-failed': 'Network error. Please check your internet connection.',
  'auth/email-already-in-use': 'This email is already in use. Try signing in instead.',
  'auth/invalid-credential': 'Invalid email or password. Please check your details.',
  'auth/account-exists-with-different-credential':
    'An account already exists with this email but a different sign-in method. Try using that method.',
};

export function loginErrorMessage(error: unknown): string | undefined {
  return LOGIN_ERROR_MESSAGES[authErrorCode(error)];
}
