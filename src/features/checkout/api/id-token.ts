/** The signed-in shopper's ID token for the shop's functions (lib/shop-api.ts). */
export { currentIdToken } from '@/lib/shop-api';

/**
 * The functions refused this device's token: its session was ended ("sign out everywhere"). Auth
 * is asked for a fresh token; with Firebase that refresh fails and Auth signs this device out
 * itself. Where it is granted all the same (the Auth emulator does not check revocation on a
 * refresh), the functions' answer stands and this device is signed out here. Either way the
 * session observer tells the shopper.
 */
export async function endRevokedSession(): Promise<void> {
  const { auth } = await import('@/lib/firebase-auth');
  const user = auth.currentUser;
  if (!user) return;
  try {
    await user.getIdToken(true);
  } catch {
    return;
  }
  if (auth.currentUser === user) {
    const { signOut } = await import('firebase/auth');
    await signOut(auth);
  }
}
