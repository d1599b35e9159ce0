/** Chromium's install offer (not in TypeScript's DOM types). */
export interface InstallOffer extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    /** An offer the prerendered page's inline loader kept before the app's script ran. */
    eshopInstallOffer?: InstallOffer;
  }
}

// The browser may offer installation before any component is mounted: main.tsx imports this
// module, so the offer is kept from the moment the first script runs, and a prerendered page's
// loader (scripts/after-paint-scripts.ts) keeps one that came even earlier.
let offer: InstallOffer | null = (typeof window !== 'undefined' && window.eshopInstallOffer) || null;
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

export const installOffer = {
  current: () => offer,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** An offer can be used once. */
  used: () => changed(null),
};
