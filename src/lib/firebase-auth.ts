import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';

import { startAppCheck } from '@/lib/app-check';
import { emulatorHost, emulatorPorts, useEmulators } from '@/lib/env';
import { firebaseApp } from '@/lib/firebase';

/**
 * Firebase Auth is the largest part of the Firebase client, so it lives in its own module that
 * the app loads after the first paint (see features/auth/hooks/use-auth-session.ts). It starts
 * without the popup and redirect resolver, which would load Google's iframe on every page; the
 * Google sign-in call passes it (features/auth/api/session.ts).
 */
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});

if (useEmulators) {
  connectAuthEmulator(auth, `http://${emulatorHost}:${emulatorPorts.auth}`, { disableWarnings: true });
}

// Firestore's writes are a signed-in shopper's, and Auth is loaded by then: App Check starts with
// it, when the build has a site key, so those writes carry its token.
startAppCheck();
