import { t } from '@lingui/core/macro';

import { toast } from '@/lib/toast';

import { productLink } from '@/lib/routes';

const SHARE_MESSAGES = {
  get copied() {
    return t`Link copied!`;
  },
  get failed() {
    return t`Error copying the link!`;
  },
};

/**
 * Copies the product's public link (spec §2 share action) and says how it went. The clipboard
 * is missing on insecure origins and may be refused by the browser; both end in the error toast.
 */
export async function copyProductLink(id: number): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(productLink(id));
    toast.success(SHARE_MESSAGES.copied);
    return true;
  } catch (error) {
    console.warn('Copying the product link failed:', error);
    toast.error(SHARE_MESSAGES.failed);
    return false;
  }
}
