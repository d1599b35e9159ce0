import { t } from '@lingui/core/macro';

import { NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/constants';
import { isEmail } from '@/domain/validation';

import { authErrorCode } from './auth-error-code';

// The spec's words (§5, §8) as they are, typos included; each is read in the shopper's language
// when a form is checked.

const LOGIN_MESSAGES = {
  get missing() {
    return t`Please enter email and password!`;
  },
  get badEmail() {
    return t`Email is not valid!`;
  },
  get missingEmail() {
    return t`Please enter your email address.`;
  },
};

const REGISTER_MESSAGES = {
  get missing() {
    return t`Please provide data for all fields`;
  },
  get shortName() {
    return t`Name should at leats contain 4 letters`;
  },
  get badEmail() {
    return t`Email is not valid`;
  },
  get weakPassword() {
    return t`Password must be at least 6 characters and include uppercase, lowercase, number, and special character.`;
  },
};

/** The spec's message for a password that breaks its rule (§5 Register), in the shopper's language. */
export const weakPasswordMessage = () => REGISTER_MESSAGES.weakPassword;

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
  get 'auth/invalid-email'() {
    return t`The email address is not valid.`;
  },
  get 'auth/user-not-found'() {
    return t`No user found with this email. Please sign up first.`;
  },
  get 'auth/wrong-password'() {
    return t`Incorrect password. Please try again.`;
  },
  get 'auth/too-many-requests'() {
    return t`Too many failed attempts. Try again later.`;
  },
  get 'auth/network-request-failed'() {
    return t`Network error. Please check your internet connection.`;
  },
  get 'auth/email-already-in-use'() {
    return t`This email is already in use. Try signing in instead.`;
  },
  get 'auth/invalid-credential'() {
    return t`Invalid email or password. Please check your details.`;
  },
  get 'auth/account-exists-with-different-credential'() {
    return t`An account already exists with this email but a different sign-in method. Try using that method.`;
  },
};

export function loginErrorMessage(error: unknown): string | undefined {
  return LOGIN_ERROR_MESSAGES[authErrorCode(error)];
}
