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

  it('posts the order with the shopper’s token and returns its status', async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json({ status: 'expired' })));
    vi.stubGlobal('fetch', fetch);
    await expect(cancelCheckout('order-1', { idToken: 'token-1' })).resolves.toEqual({ status: 'expired' });
    expect(fetch).toHaveBeenCalledWith('/api/cancel-checkout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer token-1' },
      body: JSON.stringify({ orderId: 'order-1' }),
    });
  });

  it('throws the server’s reason when it refuses', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(Response.json({ error: 'No such order.' }, { status: 404 })),
    );
    await expect(cancelCheckout('order-1', { idToken: 't' })).rejects.toThrow('No such order.');
  });
});
