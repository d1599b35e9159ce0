import { t } from '@lingui/core/macro';

import type { NotificationPreferences } from '@/features/auth';

/**
 * The notifications a shopper can ask for, as the Settings tab names them; each label and hint
 * is read in the shopper's language at the moment it is shown.
 */
export const NOTIFICATION_TOPICS: { key: keyof NotificationPreferences; label: string; hint: string }[] = [
  {
    key: 'orderUpdates',
    get label() {
      return t`Order updates`;
    },
    get hint() {
      return t`When an order is paid, shipped or needs your attention.`;
    },
  },
  {
    key: 'priceDrops',
    get label() {
      return t`Price drops`;
    },
    get hint() {
      return t`When a product in your wishlist costs less.`;
    },
  },
  {
    key: 'backInStock',
    get label() {
      return t`Back in stock`;
    },
    get hint() {
      return t`When a product you wanted is available again.`;
    },
  },
];

export const NOTIFICATION_MESSAGES = {
  get intro() {
    return t`Kept with your account, on every device you sign in on.`;
  },
  get saved() {
    return t`Your notification preferences have been saved.`;
  },
  get failed() {
    return t`Your notification preferences could not be saved. Please try again.`;
  },
  get offline() {
    return t`You are offline. Changing your notification preferences needs a connection.`;
  },
};
