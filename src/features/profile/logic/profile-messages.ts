/** What the profile form says after a save (issue 24). */
export const PROFILE_SAVE_MESSAGES = {
  saved: 'Profile saved.',
  queued: 'Profile saved on this device. It will be sent to your account when you are back online.',
  held: 'Profile updated on this page. It is saved on this device once the page finishes loading: keep the page open until then.',
  failed: 'Your profile could not be saved. Please try again.',
} as const;
