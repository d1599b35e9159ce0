/*
 * The device's side of notifications: whether the shopper turned them on here (a choice kept on
 * this device, beside the browser's permission), showing one through the service worker, and the
 * installed app's badge. Permission is asked only from a shopper's tap (askToNotify), never on load.
 */

const DEVICE_SWITCH = 'eshop-system-notifications';

export type NotifyState = 'unsupported' | 'blocked' | 'off' | 'on';

const supported = () =>
  typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator;

/** Where this device stands: no notifications here, blocked by the browser, off, or on. */
export function notifyState(): NotifyState {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  let chosen = false;
  try {
    chosen = localStorage.getItem(DEVICE_SWITCH) === 'on';
  } catch {
    // no storage: off
  }
  return chosen && Notification.permission === 'granted' ? 'on' : 'off';
}

/** Turns notifications on for this device: asks the browser's permission (call from a tap only). */
export async function askToNotify(): Promise<NotifyState> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'granted') {
    try {
      localStorage.setItem(DEVICE_SWITCH, 'on');
    } catch {
      // no storage: on for this visit only, as the permission stands
    }
  }
  return notifyState();
}

/** Turns them off for this device (the browser's permission stays as it is). */
export function stopNotifying(): NotifyState {
  try {
    localStorage.removeItem(DEVICE_SWITCH);
  } catch {
    // no storage: nothing kept
  }
  return notifyState();
}

/**
 * Shows a system notification through the service worker (public/notice-click.js opens `url`
 * when it is tapped), if notifications are on here; nothing where there is no service worker.
 */
export async function notify(title: string, options: { body: string; tag: string; url: string }) {
  if (notifyState() !== 'on') return;
  const registration = await navigator.serviceWorker.getRegistration();
  await registration?.showNotification(title, {
    body: options.body,
    tag: options.tag,
    icon: '/icons/icon-192.png',
    data: { url: options.url },
  });
}

/** The installed app's badge (Badging API, where there is one): a count, or none at 0. */
export function setAppBadge(count: number) {
  if (typeof navigator === 'undefined' || !('setAppBadge' in navigator)) return;
  const done = count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge();
  done.catch(() => undefined); // not installed, or not allowed: no badge
}
