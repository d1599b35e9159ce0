import { connectAuthEmulator, getAuth } from 'firebase/auth';

import { emulatorHost, emulatorPorts, useEmulators } from '@/lib/env';
import { firebaseApp } from '@/lib/firebase';

/**
 * Firebase Auth is the largest part of the Firebase client, so it lives in its own module that
 * the app loads after the first paint (see features/auth/hooks/use-auth-session.ts).
 */
export const auth = getAuth(firebaseApp);

if (useEmulators) {
  connectAuthEmulator(auth, `http://${emulatorHost}:${emulatorPorts.auth}`, { disableWarnings: true });
}
