import { useLingui } from '@lingui/react/macro';

import { PageTitle } from '@/components/page-title';
import { useResetCategoryFilter } from '@/features/listing';
import { NoticesList } from '@/features/notices';
import { WishlistView } from '@/features/wishlist';

/**
 * The wishlist, open to everyone: a signed-in shopper's notices (price drops, back in
 * stock) and saved products; a visitor's products saved on this device. The header's heart leads here.
 */
export function WishlistPage() {
  const { t } = useLingui();
  useResetCategoryFilter();
  return (
    <section className="flex flex-col gap-8 rounded-lg bg-white p-6 shadow">
      <PageTitle title={t`Wishlist`}>{t`Wishlist`}</PageTitle>
      <NoticesList />
      <WishlistView />
    </section>
  );
}
