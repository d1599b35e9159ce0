import { useSyncExternalStore } from 'react';

import { installOffer } from '@/lib/install-offer';

import { useMediaQuery } from './use-media-query';

const unchanging = () => () => {};

/** iPhone and iPad Safari, which install only through Share, Add to Home Screen. */
const isIosSafari = () =>
  /iP(hone|ad|od)/.test(navigator.userAgent) && !/CriOS|FxiOS|EdgiOS/.test(navigator.userAgent);

/**
 * What the shop can offer for installation: `install` where the browser offers it (hidden once
 * installed or running as the installed app), `iosHint` on iOS Safari outside the installed app.
 */
export function useInstallPrompt() {
  const current = useSyncExternalStore(installOffer.subscribe, installOffer.current, () => null);
  const standalone = useMediaQuery('(display-mode: standalone)');
  const iosSafari = useSyncExternalStore(unchanging, isIosSafari, () => false);
  const install = async () => {
    if (!current) return;
    await current.prompt();
    await current.userChoice;
    installOffer.used();
  };
  return {
    canInstall: current !== null && !standalone,
    iosHint: iosSafari && !standalone && !(navigator as Navigator & { standalone?: boolean }).standalone,
    install,
    /** Running as the installed app. */
    standalone,
  };
}
