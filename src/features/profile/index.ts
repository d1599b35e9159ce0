export type { Profile } from './types';
export { ProfileForm } from './components/profile-form';
export { useProfileSync } from './hooks/use-profile-sync';
export { useSaveProfile } from './hooks/use-save-profile';
export { PROFILE_MAX_LENGTH, profileOf } from './logic/profile-rules';
export { forgetQueuedProfile } from './local-db/profile-outbox';
