import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';

import { PageTitle } from '@/components/page-title';
import { Tabs, type Tab } from '@/components/tabs';
import { useScrollRow } from '@/hooks/use-scroll-row';
import type { UserRecord } from '@/features/auth';
import { SecurityPanel } from '@/features/auth/forms';
import { DeskTab } from '@/features/desk';

import { AddProductForm } from './add-product-form';
import { OrdersPanel } from './orders-panel';
import { WishlistPanel } from './wishlist-panel';
import { ProfilePanel } from './profile-panel';
import { SettingsPanel } from './settings-panel';

/**
 * The dashboard (spec §2): one panel per tab. The spec hides the tab switcher; here it is shown
 * and keyboard-operable, and the tab is kept in the URL (?tab=orders) so it survives a reload.
 * Products (add a product) and Desk (the operator's desk) are offered to admins only. While it is
 * open, a profile edit waiting in the outbox is sent.
 */
export function Dashboard({
  user,
  onLogout,
  onAccountDeleted,
}: {
  user: UserRecord;
  onLogout: () => void;
  /** The account is gone: clear the device and leave. */
  onAccountDeleted: () => void;
}) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const tabs: (Tab & { key: string })[] = [
    { key: 'profile', label: t`Profile`, panel: <ProfilePanel user={user} onLogout={onLogout} /> },
    { key: 'orders', label: t`Orders`, panel: <OrdersPanel /> },
    { key: 'wishlist', label: t`Wishlist`, panel: <WishlistPanel /> },
    { key: 'security', label: t`Security`, panel: <SecurityPanel email={user.email} onSignOut={onLogout} /> },
    {
      key: 'settings',
      label: t`Settings`,
      panel: <SettingsPanel user={user} onAccountDeleted={onAccountDeleted} />,
    },
    ...(user.userType === 'admin'
      ? [
          { key: 'products', label: t`Products`, panel: <AddProductForm /> },
          // The operator's desk: every order, the review queue, low stock.
          { key: 'desk', label: t`Desk`, panel: <DeskTab /> },
        ]
      : []),
  ];
  const initial = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === params.get('tab')),
  );
  return (
    <section className="rounded-lg bg-white p-6 shadow">
      <PageTitle title={t`Dashboard`}>{t`Dashboard`}</PageTitle>
      <Tabs
        label={t`Dashboard`}
        tabs={tabs}
        initial={initial}
        // Up to seven tabs: on a phone the row scrolls, fades at the ends and keeps the chosen one in view.
        useRow={useScrollRow}
        onSelect={(index) => setParams(index === 0 ? {} : { tab: tabs[index]?.key ?? '' }, { replace: true })}
      />
    </section>
  );
}
