import { useEffect } from 'react';
import { toast } from 'sonner';
import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker (vite-plugin-pwa, built on workbox-window) and, when a new
 * version is waiting, offers a Reload that activates it.
 */
export function UpdatePrompt() {
  useEffect(() => {
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
    const updateServiceWorker = registerSW({
      onNeedRefresh() {
        toast('A new version of E-Shop is available.', {
          duration: Infinity,
          action: { label: 'Reload', onClick: () => void updateServiceWorker(true) },
        });
      },
      onOfflineReady() {
        toast.success('E-Shop is ready to work offline.');
      },
    });
  }, []);
  return null;
}
