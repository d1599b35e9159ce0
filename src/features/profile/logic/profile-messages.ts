import { t } from '@lingui/core/macro';

/** What the profile form says after a save. */
export const PROFILE_SAVE_MESSAGES = {
  get saved() {
    return t`Profile saved.`;
  },
  get queued() {
    return t`Profile saved on this device. It will be sent to your account when you are back online.`;
  },
  get held() {
    return t`Waiting for the page to finish loading: your profile is saved on this device as soon as it has. Keep the page open until then.`;
  },
  get failed() {
    return t`Your profile could not be saved. Please try again.`;
  },
};
