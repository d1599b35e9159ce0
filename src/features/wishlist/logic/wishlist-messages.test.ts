import { describe, expect, it } from 'vitest';

import { heartLabel, removeLabel, wishlistLinkLabel } from './wishlist-messages';

describe('the wishlist labels', () => {
  it('name the heart and the Remove button after the product', () => {
    expect(heartLabel('Pocket Phone')).toBe('Save Pocket Phone to wishlist');
    expect(removeLabel('Pocket Phone')).toBe('Remove Pocket Phone from wishlist');
  });
});

describe('wishlistLinkLabel', () => {
  it('says only where it leads when nothing is saved or unread', () => {
    expect(wishlistLinkLabel(0, 0)).toBe('Wishlist');
  });

  it('counts the products saved, one or more', () => {
    expect(wishlistLinkLabel(1, 0)).toBe('Wishlist, 1 product saved');
    expect(wishlistLinkLabel(3, 0)).toBe('Wishlist, 3 products saved');
  });

  it('counts the unread notices, one or more', () => {
    expect(wishlistLinkLabel(0, 1)).toBe('Wishlist, 1 unread notice');
    expect(wishlistLinkLabel(0, 2)).toBe('Wishlist, 2 unread notices');
  });

  it('gives both counts together', () => {
    expect(wishlistLinkLabel(2, 1)).toBe('Wishlist, 2 products saved, 1 unread notice');
  });
});
