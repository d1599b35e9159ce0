// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { flushSessionsEnded, tellSessionsEnded } from './sessions-ended';

const KEPT = 'eshop-sessions-ended';

/** The revoke function, answering every call with `status`. */
function answering(status: number) {
  const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response('{}', { status })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const kept = () => JSON.parse(localStorage.getItem(KEPT) ?? '[]') as unknown;

describe('telling the shop that a password reset ended the sessions', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('tells the revoke function by the address, without a token, and keeps nothing once told', async () => {
    const fetch = answering(200);
    await expect(tellSessionsEnded('sam@shop.com')).resolves.toBe(true);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/revoke-sessions');
    expect(JSON.parse(init?.body as string)).toEqual({ reason: 'password-reset', email: 'sam@shop.com' });
    expect(init?.headers).not.toHaveProperty('Authorization');
    expect(localStorage.getItem(KEPT)).toBeNull();
  });

  it('keeps the address when the shop cannot be told, and tells it once it can', async () => {
    answering(503);
    await expect(tellSessionsEnded('sam@shop.com')).resolves.toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(flushSessionsEnded()).resolves.toBe(false);
    expect(kept()).toEqual(['sam@shop.com']);

    const fetch = answering(200);
    await expect(flushSessionsEnded()).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(KEPT)).toBeNull();
  });

  it('drops an address the shop refuses for good rather than asking forever', async () => {
    answering(400);
    await expect(tellSessionsEnded('not-an-address')).resolves.toBe(true);
    expect(localStorage.getItem(KEPT)).toBeNull();
  });

  it('recovers from a kept list it cannot read', async () => {
    localStorage.setItem(KEPT, '{cut short');
    const fetch = answering(200);
    await expect(flushSessionsEnded()).resolves.toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    await expect(tellSessionsEnded('sam@shop.com')).resolves.toBe(true);
  });
});
