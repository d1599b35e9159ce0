import { afterEach, describe, expect, it, vi } from 'vitest';

import { isNetworkFailure } from './network-failure';

describe('isNetworkFailure', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('knows Firebase’s unavailable and fetch’s own failure', () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(isNetworkFailure({ code: 'unavailable', message: 'x' })).toBe(true);
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(new Error('Request failed with error: Failed to fetch'))).toBe(true);
  });

  it('knows fetch’s own failure whatever the browser calls it', () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(isNetworkFailure(new TypeError('Load failed'))).toBe(true);
    expect(isNetworkFailure(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(true);
  });

  it('takes a refusal for a refusal while online', () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(
      isNetworkFailure({ code: 'permission-denied', message: 'Missing or insufficient permissions.' }),
    ).toBe(false);
  });

  it('takes anything for a network failure while the browser says it is offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(isNetworkFailure(new Error('whatever'))).toBe(true);
  });
});
