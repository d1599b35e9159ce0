import { describe, expect, it } from 'vitest';

import { DeskRefusal } from '../api/desk-action';
import { isAccessRemoved } from './access-removed';

/** A Firestore failure as the SDK throws it: an Error with its code. */
const firestoreError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('isAccessRemoved', () => {
  it("takes the rules' refusal of a read for the end of the operator's access", () => {
    expect(isAccessRemoved(firestoreError('permission-denied', 'Missing or insufficient permissions.'))).toBe(
      true,
    );
  });

  it("takes the desk function's 403 for it too", () => {
    expect(isAccessRemoved(new DeskRefusal("The desk is for the shop's admins only.", 403))).toBe(true);
  });

  it('takes no connection, a server error or any other refusal for a read to try again', () => {
    expect(isAccessRemoved(firestoreError('unavailable', 'offline'))).toBe(false);
    expect(isAccessRemoved(new TypeError('Failed to fetch'))).toBe(false);
    expect(isAccessRemoved(new DeskRefusal('Sign in to use the desk.', 401))).toBe(false);
    expect(isAccessRemoved(new DeskRefusal('Only a paid order can be shipped.', 409))).toBe(false);
    expect(isAccessRemoved(new DeskRefusal('The shop could not be reached.', 0))).toBe(false);
    expect(isAccessRemoved(undefined)).toBe(false);
  });
});
