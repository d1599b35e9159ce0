// Test support: Firestore's reads counted as Firestore bills them, for the emulator tests of the
// catalog's sync. It imports nothing but types, so a `vi.mock('firebase/firestore/lite')` factory
// can import it.
import type { getDocs as firestoreGetDocs, QuerySnapshot } from 'firebase/firestore/lite';

/** A query the app's code ran, with the paths of the documents it answered. */
export type AnsweredQuery = { paths: string[] };

/**
 * `getDocs` that lists what each query answered in `answered`: the body of a test file's
 * `vi.mock('firebase/firestore/lite')` (the mock itself has to stay in the file).
 */
export const countingGetDocs =
  (getDocs: typeof firestoreGetDocs, answered: AnsweredQuery[]) =>
  async (...args: Parameters<typeof firestoreGetDocs>) => {
    const snapshot: QuerySnapshot<unknown> = await getDocs(...args);
    answered.push({ paths: snapshot.docs.map((doc) => doc.ref.path) });
    return snapshot;
  };

/** Reads as Firestore bills them: a query's documents, or 1 for an empty answer. */
export const billedReads = (answered: readonly AnsweredQuery[]) =>
  answered.reduce((sum, { paths }) => sum + Math.max(1, paths.length), 0);
