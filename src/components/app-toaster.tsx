import { lazyWhenOnline } from '@/lib/load-when-online';
import { loadSonner } from '@/lib/toast';

import { WhenLive } from './when-live';

const Toaster = lazyWhenOnline(() => loadSonner().then((sonner) => sonner.Toaster));

/**
 * On phones sonner spans toasts across the top, right over the header's menu, search and cart
 * buttons (90 px tall); they start below it instead, so a toast never hides the controls a
 * shopper reaches for next. Wider screens keep the spec's top-right corner.
 */
const BELOW_PHONE_HEADER = { top: '96px' };

/**
 * The toast area, top-right (spec §9), with each layout's auto-close time. It comes after the
 * page is live, with sonner's own chunk: a prerendered page has nothing to announce.
 */
export function AppToaster({ duration }: { duration: number }) {
  return (
    <WhenLive>
      <Toaster position="top-right" duration={duration} closeButton mobileOffset={BELOW_PHONE_HEADER} />
    </WhenLive>
  );
}
