import { afterEach, describe, expect, it, vi } from 'vitest';

import { cancelCheckout, cancelEndpointFor } from './cancel-checkout';

describe('cancelEndpointFor', () => {
  it('sits beside a same-site checkout endpoint', () => {
    expect(cancelEndpointFor('/api/create-checkout-session')).toBe('/api/cancel-checkout');
  });

  it('keeps the origin of a checkout endpoint on another site', () => {
    expect(cancelEndpointFor('https://shop.example.com/api/create-checkout-session')).toBe(
      'https://shop.example.com/api/cancel-checkout',
    );
  });
});

describe('cancelCheckout', () => {
  afterEach(() => vi.unstubAllGlobals());

  const link = { orderId: 'a'.repeat(32), token: '0123456789abcdef0123456789abcdef' };

  it('posts the link’s order and token with the shopper’s ID token and returns the order’s status', async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json({ status: 'expired' })));
    vi.stubGlobal('fetch', fetch);
    await expect(cancelCheckout(link, { idToken: 'token-1' })).resolves.toEqual({
      outcome: 'cancelled',
      status: 'expired',
    });
    expect(fetch).toHaveBeenCalledWith('/api/cancel-checkout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer token-1' },
      body: JSON.stringify(link),
    });
  });

  it('answers that there is nothing to cancel when the link proves no checkout of the shopper’s', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        Response.json(
          { error: 'There is no checkout of yours to cancel for this link.', code: 'nothing-to-cancel' },
          { status: 404 },
        ),
      ),
    );
    await expect(cancelCheckout(link, { idToken: 't' })).resolves.toEqual({ outcome: 'nothing-to-cancel' });
  });

  it('throws the server’s reason when it fails', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        Response.json({ error: 'The checkout could not be cancelled. Please try again.' }, { status: 502 }),
      ),
    );
    await expect(cancelCheckout(link, { idToken: 't' })).rejects.toThrow(
      'The checkout could not be cancelled. Please try again.',
    );
  });
});
