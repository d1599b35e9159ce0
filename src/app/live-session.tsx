import { EmailVerificationNotice, useAuthSession } from '@/features/auth';
import { useCartSync } from '@/features/cart';
import { useCatalogSync } from '@/features/catalog/session';
import { useRatesSync } from '@/features/currency';
import { useLanguageSync } from '@/features/language';
import { useNoticesSync } from '@/features/notices';
import { useProfileSync } from '@/features/profile';
import { WishlistSync } from '@/features/wishlist';
import { MountInSequence } from '@/components/mount-in-sequence';

/** A part of the session that only runs `useSync`, a hook keeping something in step. */
const partOf = (useSync: () => unknown) =>
  function SyncPart() {
    useSync();
    return null;
  };

/**
 * The session's parts in the order they start: the signed-in shopper first (the cart, the
 * profile and the wishlist follow who it is), then the catalog, the cart, profile edits made
 * offline, notices, the notice asking to verify an address and the wishlist.
 */
const PARTS = [
  partOf(useAuthSession),
  partOf(useCatalogSync),
  partOf(useCartSync),
  partOf(useProfileSync),
  partOf(useLanguageSync),
  partOf(useRatesSync),
  partOf(useNoticesSync),
  EmailVerificationNotice,
  WishlistSync,
];

/**
 * What keeps the app in step with the device and the network: the signed-in shopper (and the
 * notice asking to verify their address), the catalog, the cart, profile edits made offline, the
 * shopper's language, the exchange rates, the wishlist and its notices (the service worker is the offline kit's: app/offline-kit.ts). Its own chunk, loaded once the page is live
 * (app.tsx), so none of it is in the script a page needs before it paints. Its parts mount one
 * after another (MountInSequence): started in one go, their effects would be one of a first visit's
 * longest tasks after hydration.
 */
export default function LiveSession() {
  return <MountInSequence parts={PARTS} />;
}
