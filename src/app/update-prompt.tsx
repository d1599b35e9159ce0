import { t } from '@lingui/core/macro';
import { registerSW } from 'virtual:pwa-register';

import { toast } from '@/lib/toast';

export const UPDATE_MESSAGES = {
  get waiting() {
    return t`A new version of E-Shop is available.`;
  },
  get offlineReady() {
    return t`E-Shop is ready to work offline.`;
  },
};

type Register = typeof registerSW;

/** How often an open window (an installed app may stay open for days) asks for a new version. */
export const UPDATE_CHECK_EVERY_MS = 60 * 60 * 1000;

/** Asks for a new service worker every hour and whenever the window becomes visible again. */
export function checkForUpdates(registration: { update: () => Promise<unknown> }) {
  const check = () => {
    if (navigator.onLine) registration.update().catch(() => undefined); // offline or the host is down: next time
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  const timer = window.setInterval(check, UPDATE_CHECK_EVERY_MS);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/**
 * Registers the service worker at once (not at the window's load, workbox-window's default: a
 * first visit's connection may drop before then), keeps checking for a new version, and when one
 * is waiting offers a Reload that activates it.
 */
export function offerUpdates(register: Register) {
  const updateServiceWorker = register({
    immediate: true,
    onRegisteredSW(_url, registration) {
      if (registration) checkForUpdates(registration);
    },
    onNeedRefresh() {
      toast(UPDATE_MESSAGES.waiting, {
        duration: Infinity,
        action: { label: t`Reload`, onClick: () => void updateServiceWorker(true) },
      });
    },
    onOfflineReady() {
      toast.success(UPDATE_MESSAGES.offlineReady, { id: 'offline-ready' });
    },
  });
}

/**
 * Whether a worker is installed or on its way. A first install cut short by a dropped connection
 * leaves none: the browser does not try again by itself during the visit.
 */
async function hasWorker() {
  const registration = await navigator.serviceWorker.getRegistration();
  return Boolean(registration?.active ?? registration?.installing ?? registration?.waiting);
}

/**
 * Asks the active worker to take this page when it has not (public/claim-on-ask.js): it claims
 * the pages it was installed from as it activates, and one activation while the connection was
 * down left the page uncontrolled.
 */
async function askToBeTaken() {
  if (navigator.serviceWorker.controller) return;
  const registration = await navigator.serviceWorker.getRegistration();
  registration?.active?.postMessage({ type: 'CLAIM' });
}

/**
 * Service worker registration through vite-plugin-pwa (workbox-window), at once; once a worker is
 * active, and whenever the connection returns, it is asked to take the page if it has not (or
 * registered again if none is installed). Off in the dev server.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  offerUpdates(registerSW);
  void navigator.serviceWorker.ready.then(askToBeTaken);
  window.addEventListener('online', () => {
    void hasWorker().then((has) => {
      if (has) void askToBeTaken();
      else offerUpdates(registerSW);
    });
  });
}
