import { beforeEach, describe, expect, it, vi } from 'vitest';

import { appCheckAnswer } from './app-check';

/** A stand-in for firebase-admin's check: accepts 'good', throws for anything else as it does. */
const verify = vi.fn((token: string) =>
  token === 'good'
    ? Promise.resolve({ appId: 'web' })
    : Promise.reject(new Error('Decoding App Check token failed.')),
);

describe('the App Check gate', () => {
  beforeEach(() => {
    verify.mockClear();
  });

  it('lets every call on when off, token or not, without checking one', async () => {
    for (const token of [undefined, '', 'good', 'forged']) {
      await expect(appCheckAnswer(token, 'off', verify), String(token)).resolves.toBeNull();
    }
    expect(verify).not.toHaveBeenCalled();
  });

  it('refuses a call without a token when enforcing, saying so', async () => {
    for (const token of [undefined, '']) {
      await expect(appCheckAnswer(token, 'enforce', verify)).resolves.toEqual({
        status: 401,
        body: {
          error: "This call must come from the shop's own page: it carried no App Check token.",
          code: 'app-check',
        },
      });
    }
  });

  it('refuses a call whose token the check rejects when enforcing', async () => {
    await expect(appCheckAnswer('forged', 'enforce', verify)).resolves.toEqual({
      status: 401,
      body: {
        error: "This call must come from the shop's own page: its App Check token is not valid.",
        code: 'app-check',
      },
    });
    expect(verify).toHaveBeenCalledWith('forged');
  });

  it('lets a call with a valid token on when enforcing', async () => {
    await expect(appCheckAnswer('good', 'enforce', verify)).resolves.toBeNull();
    expect(verify).toHaveBeenCalledWith('good');
  });
});
