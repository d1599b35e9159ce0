import type { NotificationPreferences } from '@/features/auth';

/** The notifications a shopper can ask for, as the Settings tab names them. */
export const NOTIFICATION_TOPICS: { key: keyof NotificationPreferences; label: string; hint: string }[] = [
  {
    key: 'orderUpdates',
    label: 'Order updates',
    hint: 'When an order is paid, shipped or needs your attention.',
  },
  { key: 'priceDrops', label: 'Price drops', hint: 'When a product in your wishlist costs less.' },
  { key: 'backInStock', label: 'Back in stock', hint: 'When a product you wanted is available again.' },
];

export const NOTIFICATION_MESSAGES = {
  intro: 'Kept with your account, on every device you sign in on.',
  saved: 'Your notification preferences have been saved.',
  failed: 'Your notification preferences could not be saved. Please try again.',
  offline: 'You are offline. Changing your notification preferences needs a connection.',
} as const;
