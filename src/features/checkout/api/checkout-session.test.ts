import { afterEach, describe, expect, it, vi } from 'vitest';

import { CheckoutRefusal } from '../logic/checkout-refusal';
import type { CheckoutRequest } from '@/domain/checkout-request';
import { createCheckoutSession } from './checkout-session';

const request = { products: [{ id: 7, variant: 'Off White', quantity: 3 }] } as CheckoutRequest;
const keys = { idToken: 'token-1', idempotencyKey: 'key-1' };
const answering = (body: object, init?: ResponseInit) => () => Promise.resolve(Response.json(body, init));

describe('createCheckoutSession', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the session the server opened, and how many earlier checkouts it closed', async () => {
    vi.stubGlobal('fetch', answering({ id: 'cs_1', url: 'https://pay/cs_1', orderId: 'o1', released: 1 }));
    await expect(createCheckoutSession(request, keys)).resolves.toEqual({
      id: 'cs_1',
      url: 'https://pay/cs_1',
      orderId: 'o1',
      released: 1,
    });
  });

  it('asks for Embedded Checkout with ?ui=embedded and returns its client secret', async () => {
    const fetched = vi.fn(answering({ id: 'cs_2', clientSecret: 'cs_2_secret_x', orderId: 'o2' }));
    vi.stubGlobal('fetch', fetched);
    await expect(createCheckoutSession(request, { ...keys, embedded: true })).resolves.toEqual({
      id: 'cs_2',
      clientSecret: 'cs_2_secret_x',
      orderId: 'o2',
      released: 0,
    });
    expect(fetched).toHaveBeenCalledWith('/api/create-checkout-session?ui=embedded', expect.anything());
  });

  it('refuses an answer with neither a page address nor a client secret', async () => {
    vi.stubGlobal('fetch', answering({ id: 'cs_3', orderId: 'o3' }));
    await expect(createCheckoutSession(request, keys)).rejects.toBeInstanceOf(CheckoutRefusal);
  });

  it('throws a CheckoutRefusal carrying the server’s reason and product', async () => {
    const stockRefusal = { error: 'Only 2 of Studio Headphones left.', productId: 7, available: 2 };
    vi.stubGlobal('fetch', answering(stockRefusal, { status: 409 }));
    const refusal = await createCheckoutSession(request, keys).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CheckoutRefusal);
    expect(refusal).toMatchObject({ status: 409, productId: 7, available: 2 });
  });

  it('lets a network failure through as it is', async () => {
    const offline = new TypeError('Failed to fetch');
    vi.stubGlobal('fetch', () => Promise.reject(offline));
    await expect(createCheckoutSession(request, keys)).rejects.toBe(offline);
  });
});
