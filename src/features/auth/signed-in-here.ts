import { keepsAccountCopy, USER_RECORD_COPY } from '@/lib/account-copy-keys';

/** Where Firebase Auth keeps a signed-in user on the device (its IndexedDB persistence). */
const AUTH_DATABASE = 'firebaseLocalStorageDb';
const AUTH_STORE = 'firebaseLocalStorage';
const AUTH_USER_KEY = 'firebase:authUser:';

/**
 * Whether Firebase Auth holds a signed-in user on this device, read from its database without
 * loading Firebase (whose evaluation is what waits). A database that does not exist is not made.
 */
function authUserKept(): Promise<boolean> {
  return new Promise((resolve) => {
    const open = indexedDB.open(AUTH_DATABASE);
    // No such database yet: the open is called off, so that it is not made here.
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve(false);
    open.onblocked = () => resolve(false);
    open.onsuccess = () => {
      const database = open.result;
      if (!database.objectStoreNames.contains(AUTH_STORE)) {
        database.close();
        resolve(false);
        return;
      }
      const keys = database.transaction(AUTH_STORE, 'readonly').objectStore(AUTH_STORE).getAllKeys();
      keys.onsuccess = () => {
        database.close();
        resolve(keys.result.some((key) => typeof key === 'string' && key.startsWith(AUTH_USER_KEY)));
      };
      keys.onerror = () => {
        database.close();
        resolve(false);
      };
    };
  });
}

/**
 * Whether a shopper is signed in on this device, as far as the page can tell before Auth runs:
 * the session keeps a copy of their record here until they sign out, and Firebase Auth keeps the
 * user in its database (a device signed in before its first copy was made). False when storage
 * cannot be read.
 */
export async function signedInHere(): Promise<boolean> {
  if (keepsAccountCopy(USER_RECORD_COPY)) return true;
  try {
    return await authUserKept();
  } catch {
    return false;
  }
}
