import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';

import { lazyWhenOnline } from '@/lib/lazy-loaded';
import { loadSonner, toastsAsideAtom } from '@/lib/toast';

import { WhenLive } from './when-live';

const Toaster = lazyWhenOnline(() => loadSonner().then((sonner) => sonner.Toaster));

/**
 * How far down toasts start: below the layout's header, on phones (up to sonner's 600 px) and on
 * wider screens, so a toast never hides the controls a shopper reaches for next (the header's
 * menu, search and cart). sonner keeps a toast while the pointer rests on it, so one drawn over
 * the cart link would hold the link hidden for as long as the shopper aims at it.
 */
export interface ToastsBelow {
  phone: string;
  wide: string;
}

/**
 * The toast area, top-right (spec §9), below the layout's header and with the layout's auto-close
 * time; bottom-right while the header's search suggestions hang where it would be (on a phone,
 * "E-Shop is ready to work offline." would cover the first suggestions). It comes after the
 * page is live, with sonner's own chunk: a prerendered page has nothing to announce.
 */
export function AppToaster({ duration, below }: { duration: number; below: ToastsBelow }) {
  const { t } = useLingui();
  const aside = useAtomValue(toastsAsideAtom);
  return (
    <WhenLive>
      <Toaster
        position={aside ? 'bottom-right' : 'top-right'}
        duration={duration}
        closeButton
        offset={{ top: below.wide }}
        mobileOffset={{ top: below.phone }}
        containerAriaLabel={t`Notifications`}
        toastOptions={{ closeButtonAriaLabel: t`Close toast` }}
      />
    </WhenLive>
  );
}
