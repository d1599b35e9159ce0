import { describe, expect, it } from 'vitest';

import { NOTIFICATION_TOPICS } from './notification-topics';

describe('the notification topics', () => {
  it('names each preference a shopper can set, with its hint, in the Settings order', () => {
    expect(NOTIFICATION_TOPICS.map(({ key, label, hint }) => [key, label, hint])).toEqual([
      ['orderUpdates', 'Order updates', 'When an order is paid, shipped or needs your attention.'],
      ['priceDrops', 'Price drops', 'When a product in your wishlist costs less.'],
      ['backInStock', 'Back in stock', 'When a product you wanted is available again.'],
    ]);
  });
});
