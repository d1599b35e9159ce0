/** What the sign-in forms say while the browser is offline (their buttons wait for a connection). */
export const AUTH_OFFLINE_MESSAGES = {
  login: 'You are offline. Logging in needs a connection.',
  register: 'You are offline. Registering needs a connection.',
  reset: 'You are offline. Resetting a password needs a connection.',
  verify: 'You are offline. Sending the link needs a connection.',
} as const;
