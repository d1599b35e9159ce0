import { Navigate, useParams } from 'react-router-dom';

import { DESK_TAB_PATH } from '../logic/paths';
import { AccessRemovedPage } from './access-removed';
import { DeskAccess } from './desk-access';
import { DeskOrderPage } from './desk-order-page';
import { DeskProductPage } from './desk-product-page';
import { RequireAdmin } from './require-admin';

/**
 * /desk/orders/:id (an order with its actions) and /desk/products/:id (a product's edit form), for
 * admins; anything else under /desk goes to the dashboard's Desk tab, where the lists are. The
 * rest of the path is read here rather than by a nested <Routes>, whose code would otherwise join
 * the script every page needs before it is live. When the shop refuses a read or an action because
 * the operator is no admin any more, the page ends (DeskAccess) and says why.
 */
export function DeskRoutes() {
  const [page, id, ...more] = (useParams()['*'] ?? '').split('/');
  const known = id && more.length === 0;
  return (
    <RequireAdmin>
      <DeskAccess removed={<AccessRemovedPage />}>
        {known && page === 'orders' ? (
          <DeskOrderPage id={id} />
        ) : known && page === 'products' ? (
          <DeskProductPage id={id} />
        ) : (
          <Navigate to={DESK_TAB_PATH} replace />
        )}
      </DeskAccess>
    </RequireAdmin>
  );
}
