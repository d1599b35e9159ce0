import { useEffect } from 'react';
import { registerSW } from 'virtual:pwa-register';

import { toast } from '@/lib/toast';

export const UPDATE_MESSAGES = {
  waiting: 'A new version of E-Shop is available.',
  offlineReady: 'E-Shop is ready to work offline.',
} as const;

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
 * Registers the service worker, keeps checking for a new version, and when one is waiting offers
 * a Reload that activates it.
 */
export function offerUpdates(register: Register) {
  const updateServiceWorker = register({
    onRegisteredSW(_url, registration) {
      if (registration) checkForUpdates(registration);
    },
    onNeedRefresh() {
      toast(UPDATE_MESSAGES.waiting, {
        duration: Infinity,
        action: { label: 'Reload', onClick: () => void updateServiceWorker(true) },
      });
    },
    onOfflineReady() {
      toast.success(UPDATE_MESSAGES.offlineReady);
    },
  });
}

/** Service worker registration through vite-plugin-pwa (workbox-window); off in the dev server. */
export function UpdatePrompt() {
  useEffect(() => {
    if ('serviceWorker' in navigator && !import.meta.env.DEV) offerUpdates(registerSW);
  }, []);
  return null;
}
