import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { registerSW } from 'virtual:pwa-register';

export const UPDATE_MESSAGES = {
  waiting: 'A new version of E-Shop is available.',
  offlineReady: 'E-Shop is ready to work offline.',
} as const;

type Register = typeof registerSW;

/** Registers the service worker and, when a new version is waiting, offers a Reload that activates it. */
export function offerUpdates(register: Register) {
  const updateServiceWorker = register({
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
