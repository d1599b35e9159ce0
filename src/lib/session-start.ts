/**
 * When the live session (app/live-session.tsx: Auth, Firestore, the catalog's keeper and the
 * sync engines) starts. Its code and what it starts are a first visit's heaviest work after
 * hydration (Firebase's evaluation alone is one task of some 200 ms on a 4x slower phone), and a
 * page a shopper has only looked at needs none of it: so it starts once the page has settled
 * (lib/idle.ts `whenSettled`), at the latest SESSION_LATEST_MS after the load event, or at once:
 * - on the shopper's first tap, click or key (a tap before the page was live counts as its replay
 *   does): what the tap asks for (Add to cart, a heart, signing in) then finds it starting;
 * - when the device holds a signed-in shopper (their name and cart count are shown within a
 *   second of the page being live, as the account's copies on the device allow).
 */
export const SESSION_LATEST_MS = 5000;

/** The events that make the session urgent, listened to on the window in the capture phase. */
const URGENT_EVENTS = ['pointerdown', 'keydown', 'click'] as const;

let started = false;
let armed = false;
const listeners = new Set<() => void>();

/** Starts the session now (once; later calls do nothing). */
export function startSession() {
  if (started) return;
  started = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

/** Whether the session has started. */
export const sessionStarted = () => started;

/** Calls `listener` once the session starts (at once if it has); returns the unsubscribe. */
export function onSessionStart(listener: () => void): () => void {
  if (started) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Arms the start as the page goes live: at the shopper's first urgent event. Waiting for the page
 * to settle, and starting at once for a shopper signed in on this device, are the offline kit's
 * (app/offline-kit.ts: what it needs to know is in its chunk, not in the first script).
 */
export function armSessionStart() {
  if (started || armed) return;
  armed = true;
  const start = () => {
    for (const type of URGENT_EVENTS) window.removeEventListener(type, start, { capture: true });
    startSession();
  };
  for (const type of URGENT_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
}
