import { atom } from 'jotai';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

import { loadWhenOnline } from './lazy-loaded';

type Sonner = typeof import('sonner');
type Message = Parameters<typeof sonnerToast>[0];

let sonner: Promise<Sonner> | undefined;

/**
 * sonner is loaded by the first toast or by the toast area (components/app-toaster.tsx), not with
 * the first script; a toast made before the area is up is shown as soon as it is.
 */
export const loadSonner = () => (sonner ??= loadWhenOnline(() => import('sonner')));

const show =
  (kind?: 'success' | 'error' | 'info' | 'warning') =>
  (message: Message, options?: ExternalToast): void => {
    void loadSonner().then(({ toast }) => (kind ? toast[kind] : toast)(message, options));
  };

/** sonner's `toast`, for the kinds the shop uses. */
export const toast = Object.assign(show(), {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
});

/** Set while something hangs where toasts appear (the header's search suggestions): they go below instead. */
export const toastsAsideAtom = atom(false);
