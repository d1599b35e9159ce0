import { useLingui } from '@lingui/react/macro';

import { AccessRemovedNotice } from './access-removed';
import { DeskAccess } from './desk-access';
import { DeskHome } from './desk-home';
import { DeskOrderList } from './desk-order-list';
import { DeskProducts } from './desk-products';
import { OrdersExport } from './orders-export';
import { ReviewQueue } from './review-queue';
import { StrandedOrders } from './stranded-orders';

/**
 * The dashboard's Desk tab, for admins: the numbers at a glance first, then
 * the needs-review queue and the orders released without Stripe's word, every order newest first
 * with a status filter, the orders of a period as CSV, and the products low on stock or hidden.
 * Each order and product opens its own desk page, where the actions are.
 * When the shop refuses a read or an action because the operator is no admin any more, the desk
 * ends (DeskAccess) and says why.
 */
export function DeskPanel() {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-8">
      <h2 className="text-lg font-semibold">{t`Operator's desk`}</h2>
      <DeskAccess removed={<AccessRemovedNotice />}>
        <DeskHome />
        <ReviewQueue />
        <StrandedOrders />
        <DeskOrderList />
        <OrdersExport />
        <DeskProducts />
      </DeskAccess>
    </div>
  );
}
