import { Trans } from '@lingui/react/macro';

import { NoticesList } from '@/features/notices';
import { WishlistView } from '@/features/wishlist';

/** The dashboard's Wishlist tab: the shopper's notices and saved products. */
export function WishlistPanel() {
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-lg font-semibold">
        <Trans>Wishlist</Trans>
      </h2>
      <NoticesList heading="h3" />
      <WishlistView heading="h3" />
    </div>
  );
}
