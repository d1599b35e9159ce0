import { useSyncExternalStore } from 'react';

import { useMediaQuery } from './use-media-query';

/** Chromium's install offer (not in TypeScript's DOM types). */
interface InstallOffer extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

// The browser may offer installation before any component is mounted: the offer is kept here
// from the moment the first script runs.
let offer: InstallOffer | null = null;
const listeners = new Set<() => void>();
const changed = (next: InstallOffer | null) => {
  offer = next;
  for (const listener of listeners) listener();
};
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // the shop offers it with its own button instead of the mini-infobar
    changed(event as InstallOffer);
  });
  window.addEventListener('appinstalled', () => changed(null));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const unchanging = () => () => {};

/** iPhone and iPad Safari, which install only through Share, Add to Home Screen. */
const isIosSafari = () =>
  /iP(hone|ad|od)/.test(navigator.userAgent) && !/CriOS|FxiOS|EdgiOS/.test(navigator.userAgent);

/**
 * What the shop can offer for installation: `install` where the browser offers it (hidden once
 * installed or running as the installed app), `iosHint` on iOS Safari outside the installed app.
 */
export function useInstallPrompt() {
  const current = useSyncExternalStore(
    subscribe,
    () => offer,
    () => null,
  );
  const standalone = useMediaQuery('(display-mode: standalone)');
  const iosSafari = useSyncExternalStore(unchanging, isIosSafari, () => false);
  const install = async () => {
    if (!current) return;
    await current.prompt();
    await current.userChoice;
    changed(null); // an offer can be used once
  };
  return {
    canInstall: current !== null && !standalone,
    iosHint: iosSafari && !standalone && !(navigator as Navigator & { standalone?: boolean }).standalone,
    install,
  };
}
