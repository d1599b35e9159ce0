/* Firestore's error codes (gRPC's) that the functions act on. */

/** NOT_FOUND: an update found no document. */
export const NOT_FOUND = 5;
/** ALREADY_EXISTS: a create found the document there. */
export const ALREADY_EXISTS = 6;
/** FAILED_PRECONDITION: a document changed between its read (or write) and a write conditional on that. */
export const FAILED_PRECONDITION = 9;
