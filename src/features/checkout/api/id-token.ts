/**
 * The signed-in shopper's ID token for the shop's functions. Firebase Auth stays out of the first
 * pages' script; by the time a shopper acts on a signed-in page it is loaded already.
 */
export async function currentIdToken(): Promise<string> {
  const { auth } = await import('@/lib/firebase-auth');
  const user = auth.currentUser;
  if (!user) throw new Error('Nobody is signed in.');
  return user.getIdToken();
}
