import { initializeApp } from 'firebase-admin/app';
import { getAppCheck } from 'firebase-admin/app-check';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

/*
 * The project's Firebase Admin app, started once as the functions load (index.ts imports this
 * first). Handlers take what they use (the database, a token check) as arguments, so their tests
 * pass stand-ins; only index.ts reaches for these.
 */
const app = initializeApp();

export const firestore = () => getFirestore(app);
export const adminAuth = () => getAuth(app);

// Revocation checked: a session ended by "sign out everywhere" is refused at once, not when its
// ID token expires (one extra Auth lookup per call).
export const verifyIdToken = (token: string) => adminAuth().verifyIdToken(token, true);

// An App Check token's signature, issuer and project (shared/app-check.ts); throws for any other.
export const verifyAppCheckToken = (token: string) => getAppCheck(app).verifyToken(token);
