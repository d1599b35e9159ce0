export const PROJECT_ID: string;
export const HOSTS: { auth: string; firestore: string; hosting: string; functions: string };
export function toFirestoreValue(value: unknown): unknown;
export function toFirestoreFields(object: Record<string, unknown>): Record<string, unknown>;
export function fromFirestoreValue(value: unknown): unknown;
export function fromFirestoreFields(fields: Record<string, unknown>): Record<string, unknown>;
export function readDocument(path: string): Promise<Record<string, unknown> | undefined>;
export function writeDocuments(documents: { path: string; data: Record<string, unknown> }[]): Promise<void>;
export function deleteDocuments(paths: string[]): Promise<void>;
export function upsertAccount(account: {
  uid: string;
  email: string;
  password: string;
  displayName: string;
}): Promise<void>;
export function clearFirestore(): Promise<Response>;
export function clearAuth(): Promise<Response>;
export function waitForUrl(url: string, timeoutMs?: number, options?: { ok?: boolean }): Promise<void>;
export function accountUid(email: string): Promise<string | undefined>;
