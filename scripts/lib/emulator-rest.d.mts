export const PROJECT_ID: string;
export const HOSTS: { auth: string; firestore: string; hosting: string; functions: string };
export function toFirestoreValue(value: unknown): unknown;
export function toFirestoreFields(object: Record<string, unknown>): Record<string, unknown>;
export function fromFirestoreValue(value: unknown): unknown;
export function fromFirestoreFields(fields: Record<string, unknown>): Record<string, unknown>;
export function readDocument(path: string): Promise<Record<string, unknown> | undefined>;
export function writeDocuments(documents: { path: string; data: Record<string, unknown> }[]): Promise<void>;
export function listDocuments(collection: string): Promise<({ id: string } & Record<string, unknown>)[]>;
export function deleteDocuments(paths: string[]): Promise<void>;
export function verifyEmail(uid: string): Promise<void>;
export function upsertAccount(account: {
  uid: string;
  email: string;
  password: string;
  displayName: string;
}): Promise<void>;
export function clearFirestore(): Promise<Response>;
export function withoutTriggers<T>(work: () => Promise<T>): Promise<T>;
export function clearAuth(): Promise<Response>;
export function waitForUrl(url: string, timeoutMs?: number, options?: { ok?: boolean }): Promise<void>;
export function accountUid(email: string): Promise<string | undefined>;
export function signInWithPassword(email: string, password: string): Promise<Response>;

/** What a rebuild of the catalog's snapshot did (functions/src/catalog/catalog-snapshot.ts). */
export interface Rebuilt {
  cut: 'first' | 'base' | 'changes' | 'none';
  watermark: number;
  files: number;
  changeCards: number;
}
export function rebuildCatalogNow(): Promise<Rebuilt>;
export function warmFunctions(names: readonly string[]): Promise<Record<string, number>>;
