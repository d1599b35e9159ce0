import { t } from '@lingui/core/macro';

import { i18n } from '@/lib/i18n';

const unavailable = () =>
  t`The catalog could not be loaded. Check your connection; it will retry when you are back online.`;

/**
 * Shown where the catalog should be when neither the device nor the network has it, in the
 * shopper's language: a live binding, written again whenever the language changes, so the parts
 * that show it keep reading a plain string (they draw again through useLingui).
 */
export let CATALOG_UNAVAILABLE = unavailable();
i18n.on('change', () => {
  CATALOG_UNAVAILABLE = unavailable();
});
