import { t } from '@lingui/core/macro';

import { currentLocale } from '@/lib/i18n';
import { productLink } from '@/lib/routes';
import { toast } from '@/lib/toast';

const SHARE_MESSAGES = {
  get copied() {
    return t`Link copied!`;
  },
  get failed() {
    return t`Error copying the link!`;
  },
};

/**
 * Copies the product's public link (spec §2 share action), in the language the shopper reads it
 * in, and says how it went. The clipboard
 * is missing on insecure origins and may be refused by the browser; both end in the error toast.
 */
export async function copyProductLink(id: number): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(productLink(id, undefined, currentLocale()));
    toast.success(SHARE_MESSAGES.copied);
    return true;
  } catch (error) {
    console.warn('Copying the product link failed:', error);
    toast.error(SHARE_MESSAGES.failed);
    return false;
  }
}
