import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { currentIdToken, postToShop, refusalWords, shopApiUrl } from './shop-api';

const { signedIn } = vi.hoisted(() => ({
  signedIn: { currentUser: null as { getIdToken: () => Promise<string> } | null },
}));
vi.mock('./firebase-auth', () => ({ auth: signedIn }));

describe('shopApiUrl', () => {
  it('is the path itself beside a same-site checkout endpoint', () => {
    expect(shopApiUrl('/api/revoke-sessions', '/api/create-checkout-session')).toBe('/api/revoke-sessions');
  });

  it('keeps the origin of a checkout endpoint on another site', () => {
    expect(shopApiUrl('/api/desk/ship', 'https://shop.example.com/api/create-checkout-session')).toBe(
      'https://shop.example.com/api/desk/ship',
    );
  });
});

describe('currentIdToken', () => {
  afterEach(() => {
    signedIn.currentUser = null;
  });

  it("is the signed-in user's token", async () => {
    signedIn.currentUser = { getIdToken: () => Promise.resolve('sam-token') };
    await expect(currentIdToken()).resolves.toBe('sam-token');
  });

  it('says nobody is signed in, or what the caller says then', async () => {
    await expect(currentIdToken()).rejects.toThrow('Nobody is signed in.');
    await expect(currentIdToken(() => new Error('Sign in first.'))).rejects.toThrow('Sign in first.');
  });
});

describe('postToShop', () => {
  beforeEach(() => {
    signedIn.currentUser = { getIdToken: () => Promise.resolve('sam-token') };
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    signedIn.currentUser = null;
  });

  it("posts the body as JSON with the signed-in user's token, and reads the answer", async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json({ status: 'shipped' })));
    vi.stubGlobal('fetch', fetch);
    await expect(postToShop('/api/desk/ship', { orderId: 'o1' })).resolves.toEqual({
      ok: true,
      status: 200,
      body: { status: 'shipped' },
    });
    expect(fetch).toHaveBeenCalledWith('/api/desk/ship', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer sam-token' },
      body: '{"orderId":"o1"}',
    });
  });

  it('sends a token it is given, and headers besides', async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json({})));
    vi.stubGlobal('fetch', fetch);
    await postToShop('/api/x', {}, { idToken: 'given', headers: { 'Idempotency-Key': 'k1' } });
    expect(fetch).toHaveBeenCalledWith(
      '/api/x',
      expect.objectContaining({
        headers: {
          'Content-Type': 'application/json',
          Authorization: 'Bearer given',
          'Idempotency-Key': 'k1',
        },
      }),
    );
  });

  it('answers a refusal with its status and words, and an answer without JSON with {}', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ error: 'No.' }, { status: 409 })));
    const refused = await postToShop('/api/x', {});
    expect(refused).toEqual({ ok: false, status: 409, body: { error: 'No.' } });
    expect(refusalWords(refused.body)).toBe('No.');
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('Bad gateway', { status: 502 })));
    await expect(postToShop('/api/x', {})).resolves.toEqual({ ok: false, status: 502, body: {} });
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json(null)));
    await expect(postToShop('/api/x', {})).resolves.toEqual({ ok: true, status: 200, body: {} });
  });

  it("lets fetch's own failure through, or throws the caller's error for it", async () => {
    const offline = new TypeError('Failed to fetch');
    vi.stubGlobal('fetch', () => Promise.reject(offline));
    await expect(postToShop('/api/x', {})).rejects.toBe(offline);
    await expect(postToShop('/api/x', {}, { unreachable: () => new Error('Unreachable.') })).rejects.toThrow(
      'Unreachable.',
    );
  });

  it('asks nothing of the server when nobody is signed in', async () => {
    signedIn.currentUser = null;
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(postToShop('/api/x', {}, { signedOut: () => new Error('Sign in.') })).rejects.toThrow(
      'Sign in.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('has no words for a refusal without a string error', () => {
    expect(refusalWords({ error: 7 })).toBeUndefined();
    expect(refusalWords({})).toBeUndefined();
  });
});
