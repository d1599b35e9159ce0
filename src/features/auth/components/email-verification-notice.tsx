import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { createPortal } from 'react-dom';

import { lazyWhenOnline } from '@/lib/lazy-loaded';

import { noticeSlotAtom, unverifiedEmailAtom } from '../atoms';

/** Its own chunk, fetched only for a shopper whose address awaits verification. */
const EmailVerificationBanner = lazyWhenOnline(() =>
  import('./email-verification-banner').then((module) => module.EmailVerificationBanner),
);

/**
 * The banner asking a password account to verify its address, while it has not, drawn into the
 * current layout's notice slot (under its header).
 */
export function EmailVerificationNotice() {
  const email = useAtomValue(unverifiedEmailAtom);
  const slot = useAtomValue(noticeSlotAtom);
  if (!email || !slot) return null;
  return createPortal(
    <Suspense fallback={null}>
      <EmailVerificationBanner email={email} />
    </Suspense>,
    slot,
  );
}
