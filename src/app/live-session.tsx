import { EmailVerificationNotice, useAuthSession } from '@/features/auth';
import { useCartSync } from '@/features/cart';
import { useCatalogSync } from '@/features/catalog';
import { useNoticesSync } from '@/features/notices';
import { useProfileSync } from '@/features/profile';
import { WishlistSync } from '@/features/wishlist';

import { UpdatePrompt } from './update-prompt';

/**
 * What keeps the app in step with the device and the network: the signed-in shopper (and the
 * notice asking to verify their address), the catalog, the cart, profile edits made offline, the
 * wishlist and its notices, and the service worker. Its own chunk, loaded once the page is live
 * (app.tsx), so none of it is in the script a page needs before it paints.
 */
export default function LiveSession() {
  useAuthSession();
  useCatalogSync();
  useCartSync();
  useProfileSync();
  useNoticesSync();
  return (
    <>
      <UpdatePrompt />
      <EmailVerificationNotice />
      <WishlistSync />
    </>
  );
}
