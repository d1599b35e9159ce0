import { plural, t } from '@lingui/core/macro';

/** What the desk's export of orders says, in the operator's language (the file itself stays English). */
export const EXPORT_MESSAGES = {
  get missingDay() {
    return t`Choose a From date and a To date.`;
  },
  get fromAfterTo() {
    return t`Choose a From date on or before the To date.`;
  },
  get readFailed() {
    return t`The orders could not be read. Check your connection and try again.`;
  },
  get noOrders() {
    return t`No order was placed in that period, so there is no file to download.`;
  },
};

/** What the export saved: "Downloaded eshop-orders-….csv: 3 orders, 5 lines." */
export function downloadedWords(fileName: string, orderCount: number, lineCount: number): string {
  const orders = plural(orderCount, { one: '# order', other: '# orders' });
  const lines = plural(lineCount, { one: '# line', other: '# lines' });
  return t`Downloaded ${fileName}: ${orders}, ${lines}.`;
}
