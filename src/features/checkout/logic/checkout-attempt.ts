/**
 * The Idempotency-Key of the checkout being paid, kept in this tab's sessionStorage with the
 * request it was made for. Back from the payment page may reload the checkout page rather than
 * restore it (the browser kept no copy); the same request then still names the same order, and a
 * payment already made on it is shown instead of taken again. Forgotten once /success confirms it.
 */
const KEY = 'eshop-checkout-attempt';

interface Attempt {
  body: string;
  key: string;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

let inMemory: Attempt | null = null;

const storageOr = (storage: () => Storage): Storage | null => {
  try {
    return storage();
  } catch {
    return null; // storage blocked: the key lives as long as the page
  }
};

function read(storage: Storage | null): Attempt | null {
  if (!storage) return inMemory;
  try {
    const parsed = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<Attempt> | null;
    return typeof parsed?.body === 'string' && typeof parsed.key === 'string'
      ? { body: parsed.body, key: parsed.key }
      : null;
  } catch {
    return null;
  }
}

/** The key for `body`: the one kept if it was made for the same request, else a new one, kept. */
export function attemptKeyFor(body: string, storage: () => Storage = () => sessionStorage): string {
  const store = storageOr(storage);
  const kept = read(store);
  if (kept?.body === body) return kept.key;
  const next = { body, key: crypto.randomUUID() };
  inMemory = next;
  try {
    store?.setItem(KEY, JSON.stringify(next));
  } catch {
    // full or blocked: the in-memory copy serves this page
  }
  return next.key;
}

/** The payment went through: the next checkout, even of the same cart, is a new order. */
export function forgetAttempt(storage: () => Storage = () => sessionStorage) {
  inMemory = null;
  try {
    storageOr(storage)?.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
