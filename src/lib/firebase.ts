import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';

import { emulatorHost, emulatorPorts, firebaseConfig, useEmulators } from '@/lib/env';

export const firebaseApp = initializeApp(firebaseConfig);
export const db = getFirestore(firebaseApp);

if (useEmulators) connectFirestoreEmulator(db, emulatorHost, emulatorPorts.firestore);
