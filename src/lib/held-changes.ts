import { t } from '@lingui/core/macro';

import type { DeviceCode } from './device-code';
import { toast } from './toast';

/** What a shopper is told of a change made while the code that stores it could not be fetched. */
export const HELD_CHANGE_MESSAGES = {
  get held() {
    return t`Waiting for the page to finish loading: your change is saved on this device as soon as it has. Keep the page open until then.`;
  },
  get kept() {
    return t`Your changes are saved on this device.`;
  },
  get lost() {
    return t`Your last change could not be saved on this device. Please try again.`;
  },
};

let held = 0;

/** A page closed or reloaded with a change not yet stored: the browser asks the shopper first. */
const askBeforeLeaving = (event: BeforeUnloadEvent) => {
  event.preventDefault();
};

/**
 * A change made while the code that stores it is not here (lib/device-code): the shopper is told
 * at once (unless the caller has `told` them in its own words), a page closed meanwhile asks first, and once `storing` (which stores the change as soon
 * as the code arrives) settles, the shopper is told it is kept, or that it could not be.
 */
export function holdChange(storing: Promise<unknown>, { told = false }: { told?: boolean } = {}): void {
  if (held === 0) window.addEventListener('beforeunload', askBeforeLeaving);
  held += 1;
  if (!told) toast.info(HELD_CHANGE_MESSAGES.held, { id: 'held-change', duration: Infinity });
  void storing.then(
    () => release(true),
    (error: unknown) => {
      console.error('A change held on this page could not be stored:', error);
      release(false);
    },
  );
}

function release(kept: boolean) {
  held -= 1;
  if (held > 0) {
    if (!kept) toast.error(HELD_CHANGE_MESSAGES.lost);
    return;
  }
  window.removeEventListener('beforeunload', askBeforeLeaving);
  if (kept) toast.success(HELD_CHANGE_MESSAGES.kept, { id: 'held-change', duration: 4000 });
  else toast.error(HELD_CHANGE_MESSAGES.lost, { id: 'held-change', duration: 8000 });
}

/**
 * Stores a change with `code` (lib/device-code): at once when the code is here, else the change is
 * held (holdChange) and stored once it arrives. Resolves what `store` resolved, or 'held'.
 */
export async function storeOrHold<T, R>(
  code: DeviceCode<T>,
  store: (code: T) => Promise<R>,
  options?: { told?: boolean },
): Promise<R | 'held'> {
  const here = await code.loadedOrMissing();
  if (here !== 'missing') return store(here);
  holdChange(code.load().then(store), options);
  return 'held';
}

/** How many changes this page holds that are not stored yet. */
export const heldChanges = () => held;
