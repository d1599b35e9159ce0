import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { appCheck } = vi.hoisted(() => ({
  appCheck: {
    initializeAppCheck: vi.fn((_app: unknown, _options: unknown) => ({ started: true })),
    getToken: vi.fn((_appCheck: unknown) => Promise.resolve({ token: 'page-token' })),
    ReCaptchaEnterpriseProvider: vi.fn(function (this: { siteKey: string }, siteKey: string) {
      this.siteKey = siteKey;
    }),
  },
}));
vi.mock('firebase/app-check', () => appCheck);
vi.mock('@/lib/firebase', () => ({ firebaseApp: { name: 'shop' } }));

/** The module as a build with these settings has it: they are read as it loads. */
async function builtWith(settings: Record<string, string>) {
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  vi.resetModules();
  return import('./app-check');
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubEnv('VITE_APP_CHECK_SITE_KEY', '');
  vi.stubEnv('VITE_APP_CHECK_DEBUG_TOKEN', '');
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
  Reflect.deleteProperty(globalThis, 'FIREBASE_APPCHECK_DEBUG_TOKEN');
});

describe('App Check in the page', () => {
  it('sends no header and starts nothing in a build without a site key', async () => {
    const { appCheckHeaders, startAppCheck } = await builtWith({});
    startAppCheck();
    await expect(appCheckHeaders()).resolves.toEqual({});
    expect(appCheck.initializeAppCheck).not.toHaveBeenCalled();
  });

  it("starts once with reCAPTCHA Enterprise and the site key, and sends the page's token", async () => {
    const { appCheckHeaders, startAppCheck } = await builtWith({ VITE_APP_CHECK_SITE_KEY: 'site-key' });
    startAppCheck();
    await expect(appCheckHeaders()).resolves.toEqual({ 'X-Firebase-AppCheck': 'page-token' });
    await expect(appCheckHeaders()).resolves.toEqual({ 'X-Firebase-AppCheck': 'page-token' });
    expect(appCheck.initializeAppCheck).toHaveBeenCalledTimes(1);
    expect(appCheck.initializeAppCheck).toHaveBeenCalledWith(
      { name: 'shop' },
      { provider: { siteKey: 'site-key' }, isTokenAutoRefreshEnabled: true },
    );
    expect(globalThis).not.toHaveProperty('FIREBASE_APPCHECK_DEBUG_TOKEN');
  });

  it('hands the debug token to App Check before it starts, for a local run', async () => {
    appCheck.initializeAppCheck.mockImplementationOnce(() => {
      expect(globalThis).toHaveProperty('FIREBASE_APPCHECK_DEBUG_TOKEN', 'debug-token');
      return { started: true };
    });
    const { appCheckHeaders } = await builtWith({
      VITE_APP_CHECK_SITE_KEY: 'site-key',
      VITE_APP_CHECK_DEBUG_TOKEN: 'debug-token',
    });
    await expect(appCheckHeaders()).resolves.toEqual({ 'X-Firebase-AppCheck': 'page-token' });
    expect(appCheck.initializeAppCheck).toHaveBeenCalledTimes(1);
  });

  it('sends no header when no token comes, so the function answers with its own refusal', async () => {
    const { appCheckHeaders } = await builtWith({ VITE_APP_CHECK_SITE_KEY: 'site-key' });
    appCheck.getToken.mockRejectedValueOnce(new Error('appCheck/fetch-status-error'));
    await expect(appCheckHeaders()).resolves.toEqual({});
    // reCAPTCHA's script never answering: the call goes without a token after a while.
    vi.useFakeTimers();
    appCheck.getToken.mockReturnValueOnce(new Promise(() => undefined));
    const waiting = appCheckHeaders();
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(waiting).resolves.toEqual({});
    await expect(appCheckHeaders()).resolves.toEqual({ 'X-Firebase-AppCheck': 'page-token' });
  });
});
