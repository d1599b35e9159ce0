import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { reauthenticateWithCredential, updatePassword } from 'firebase/auth';

import { changePassword } from './account-security';

/** What happened, in order: the Auth calls and the function calls. */
const { steps, user } = vi.hoisted(() => ({
  steps: [] as string[],
  user: { email: 'sam@shop.com', getIdToken: () => Promise.resolve('sam-token') },
}));

vi.mock('@/lib/firebase-auth', () => ({ auth: { currentUser: user } }));
vi.mock('firebase/auth', () => ({
  EmailAuthProvider: { credential: (email: string, password: string) => ({ email, password }) },
  reauthenticateWithCredential: vi.fn((_user: unknown, { password }: { password: string }) => {
    steps.push(`sign in with ${password}`);
    return Promise.resolve();
  }),
  updatePassword: vi.fn((_user: unknown, password: string) => {
    steps.push(`change to ${password}`);
    return Promise.resolve();
  }),
}));

function answering(status: number) {
  const fetch = vi.fn((_url: string, init: RequestInit) => {
    steps.push(`POST ${typeof init.body === 'string' ? init.body : ''}`);
    return Promise.resolve(Response.json({}, { status }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('changePassword', () => {
  beforeEach(() => {
    steps.length = 0;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    vi.restoreAllMocks();
  });

  it('signs in again with the new password, then has the change recorded for Firestore', async () => {
    const fetch = answering(200);
    await expect(changePassword('Old#Pass1', 'New#Pass2')).resolves.toBe('everywhere');
    expect(steps).toEqual([
      'sign in with Old#Pass1',
      'change to New#Pass2',
      'sign in with New#Pass2',
      'POST {"reason":"password-changed"}',
    ]);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/revoke-sessions');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer sam-token' });
  });

  it('still reports the change when it could not be recorded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answering(502);
    await expect(changePassword('Old#Pass1', 'New#Pass2')).resolves.toBe('auth-only');
  });

  it('has the change recorded by the address when its own record fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = answering(200);
    fetch.mockImplementationOnce((_url: string, init: RequestInit) => {
      steps.push(`POST ${typeof init.body === 'string' ? init.body : ''}`);
      return Promise.resolve(Response.json({}, { status: 502 }));
    });
    await expect(changePassword('Old#Pass1', 'New#Pass2')).resolves.toBe('everywhere');
    expect(steps.slice(-2)).toEqual([
      'POST {"reason":"password-changed"}',
      'POST {"reason":"password-reset","email":"sam@shop.com"}',
    ]);
    // Told by address: no token goes with it.
    expect(fetch.mock.calls[1]?.[1]?.headers).not.toHaveProperty('Authorization');
  });

  it('throws, recording nothing, when the password did not change', async () => {
    const fetch = answering(200);
    vi.mocked(updatePassword).mockRejectedValueOnce(
      Object.assign(new Error('weak'), { code: 'auth/weak-password' }),
    );
    await expect(changePassword('Old#Pass1', 'weak')).rejects.toMatchObject({ code: 'auth/weak-password' });
    expect(fetch).not.toHaveBeenCalled();
    expect(reauthenticateWithCredential).toHaveBeenCalledTimes(1);
  });
});
