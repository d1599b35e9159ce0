/**
 * Whether a failure of the desk says the shop no longer takes the operator as an admin: the
 * Firestore rules refused one of the desk's reads (`permission-denied`: orders, their audit
 * records and the days' totals are for admins only), or the desk function answered 403 (its
 * refusal of anyone not an admin). Anything else (offline, `unavailable`, a server error) is a
 * read to try again, and the desk goes on with what it kept.
 */
export function isAccessRemoved(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, status } = error as { code?: unknown; status?: unknown };
  return code === 'permission-denied' || status === 403;
}
