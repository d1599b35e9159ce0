/** What the profile form says after a save (issue 24). */
export const PROFILE_SAVE_MESSAGES = {
  saved: 'Profile saved.',
  queued: 'Profile saved on this device. It will be sent to your account when you are back online.',
  held: 'Waiting for the page to finish loading: your profile is saved on this device as soon as it has. Keep the page open until then.',
  failed: 'Your profile could not be saved. Please try again.',
} as const;
