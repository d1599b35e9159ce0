import { t } from '@lingui/core/macro';

/** What the sign-in forms say while the browser is offline (their buttons wait for a connection). */
export const AUTH_OFFLINE_MESSAGES = {
  get login() {
    return t`You are offline. Logging in needs a connection.`;
  },
  get register() {
    return t`You are offline. Registering needs a connection.`;
  },
  get reset() {
    return t`You are offline. Resetting a password needs a connection.`;
  },
  get verify() {
    return t`You are offline. Sending the link needs a connection.`;
  },
};
