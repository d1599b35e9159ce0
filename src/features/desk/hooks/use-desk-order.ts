import { readOrderAudit } from '../api/order-audit';
import { readDeskOrder } from '../api/read-desk-order';
import { useDeskRead } from './use-desk-read';

/**
 * An order as the desk reads it (admins read every order; null: there is none) with its audit
 * record (who did what), read again on `reload` (after an action, or Try again) while what was
 * read stays on screen. An audit record that cannot be read leaves the History naming the shop,
 * not the page unusable. Either read refused because the operator is no admin any more ends the
 * desk (DeskAccess).
 */
export function useDeskOrder(orderId: string) {
  const order = useDeskRead(orderId, readDeskOrder);
  const audit = useDeskRead(orderId, readOrderAudit);
  return {
    read: order.read,
    audit: audit.read.state === 'ready' ? audit.read.value : [],
    reload: () => {
      order.refresh();
      audit.refresh();
    },
  };
}
