let asked = false;

/**
 * Asks the browser, once per visit, to keep this site's storage under storage pressure: called
 * once a shopper has something to lose (a cart, a session). Browsers may grant it silently,
 * prompt, or refuse; nothing changes for the shopper either way. It never throws.
 */
export function keepStorage() {
  if (asked || typeof navigator === 'undefined' || !('storage' in navigator)) return;
  asked = true;
  const { storage } = navigator;
  if (typeof storage.persist !== 'function') return;
  void storage
    .persisted()
    .then((kept) => kept || storage.persist())
    .catch((error: unknown) => console.warn('Could not ask to keep the storage:', error));
}
