import { afterEach, describe, expect, it, vi } from 'vitest';

import { callDesk, deskEndpointFor } from './desk-action';

const getIdToken = vi.fn(() => Promise.resolve('admin-token'));
vi.mock('@/lib/firebase-auth', () => ({ auth: { currentUser: { getIdToken: () => getIdToken() } } }));

describe('deskEndpointFor', () => {
  it('sits beside the checkout endpoint, on its site', () => {
    expect(deskEndpointFor('ship', '/api/create-checkout-session')).toBe('/api/desk/ship');
    expect(deskEndpointFor('refund', 'https://shop.example.com/api/create-checkout-session')).toBe(
      'https://shop.example.com/api/desk/refund',
    );
  });
});

describe('callDesk', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("posts the action with the admin's token and answers the order's new status", async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json({ orderId: 'o1', status: 'shipped' })));
    vi.stubGlobal('fetch', fetch);
    await expect(callDesk('ship', { orderId: 'o1', carrier: 'UPS', trackingNumber: '1Z' })).resolves.toEqual({
      orderId: 'o1',
      status: 'shipped',
    });
    expect(fetch).toHaveBeenCalledWith('/api/desk/ship', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer admin-token' },
      body: JSON.stringify({ orderId: 'o1', carrier: 'UPS', trackingNumber: '1Z' }),
    });
  });

  it("throws the function's own words when it refuses", async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        Response.json({ error: 'Only a paid order can be shipped; this one is pending.' }, { status: 409 }),
      ),
    );
    await expect(callDesk('ship', { orderId: 'o1' })).rejects.toMatchObject({
      message: 'Only a paid order can be shipped; this one is pending.',
      status: 409,
    });
  });

  it('says the shop could not be reached when there is no answer', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(callDesk('deliver', { orderId: 'o1' })).rejects.toThrow(
      'The shop could not be reached. Check your connection and try again.',
    );
  });
});
