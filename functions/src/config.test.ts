import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  ACCOUNT_LIMIT,
  ADDRESS_LIMIT,
  appCheckModeFrom,
  DEFAULT_RATES_SOURCE_URL,
  limitFrom,
  SettingError,
  settingsFrom,
  trustedHopsFrom,
} from './config';

/** What Firebase sets for a deployed function of the project `my-shop`. */
const DEPLOYED = { GCLOUD_PROJECT: 'my-shop', FIREBASE_CONFIG: '{"projectId":"my-shop"}' };

describe("the functions' settings", () => {
  it('take their defaults when the environment sets nothing', () => {
    expect(settingsFrom(DEPLOYED)).toEqual({
      emulator: false,
      checkoutOrigins: ['https://my-shop.web.app', 'https://my-shop.firebaseapp.com'],
      trustedHops: 2,
      addressLimit: ADDRESS_LIMIT,
      appCheck: 'off',
      ratesSourceUrl: DEFAULT_RATES_SOURCE_URL,
      stripeStandinUrl: undefined,
    });
  });

  it('take blank variables for unset ones', () => {
    const blank = {
      CHECKOUT_ORIGINS: ' ',
      CHECKOUT_TRUSTED_PROXIES: '',
      CHECKOUT_ADDRESS_BURST: '',
      CHECKOUT_ADDRESS_PER_MINUTE: ' ',
      APP_CHECK: '',
      RATES_SOURCE_URL: '',
    };
    expect(settingsFrom({ ...DEPLOYED, ...blank })).toEqual(settingsFrom(DEPLOYED));
  });

  it("take the emulator's defaults there: no trusted hops, the local shop, the Stripe stand-in", () => {
    const local = settingsFrom({
      FUNCTIONS_EMULATOR: 'true',
      GCLOUD_PROJECT: 'demo-eshop',
      STRIPE_STANDIN_URL: 'http://127.0.0.1:12111',
    });
    expect(local).toMatchObject({
      emulator: true,
      trustedHops: 0,
      stripeStandinUrl: 'http://127.0.0.1:12111',
    });
    expect(local.checkoutOrigins).toEqual([
      'https://demo-eshop.web.app',
      'https://demo-eshop.firebaseapp.com',
      'http://localhost:5000',
      'http://127.0.0.1:5000',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
    ]);
  });

  it('never take the Stripe stand-in outside the emulator', () => {
    expect(settingsFrom({ ...DEPLOYED, STRIPE_STANDIN_URL: 'http://127.0.0.1:12111' }).stripeStandinUrl).toBe(
      undefined,
    );
  });

  it('take every valid value the environment sets', () => {
    expect(
      settingsFrom({
        ...DEPLOYED,
        CHECKOUT_ORIGINS: 'https://shop.example.com, https://my-shop.web.app',
        CHECKOUT_TRUSTED_PROXIES: '3',
        CHECKOUT_ADDRESS_BURST: '500',
        CHECKOUT_ADDRESS_PER_MINUTE: '120',
        APP_CHECK: 'enforce',
        RATES_SOURCE_URL: 'https://rates.example.com/latest?base=USD',
      }),
    ).toEqual({
      emulator: false,
      checkoutOrigins: ['https://shop.example.com', 'https://my-shop.web.app'],
      trustedHops: 3,
      addressLimit: { burst: 500, perMinute: 120 },
      appCheck: 'enforce',
      ratesSourceUrl: 'https://rates.example.com/latest?base=USD',
      stripeStandinUrl: undefined,
    });
  });

  it('refuse to start on a bad value, naming the variable and what it takes', () => {
    const refusals: [Record<string, string>, string][] = [
      [{ CHECKOUT_TRUSTED_PROXIES: 'two' }, 'CHECKOUT_TRUSTED_PROXIES must be a whole number from 0 to 10'],
      [{ CHECKOUT_ADDRESS_BURST: '100' }, 'CHECKOUT_ADDRESS_BURST and CHECKOUT_ADDRESS_PER_MINUTE must both'],
      [{ APP_CHECK: 'on' }, 'APP_CHECK must be "off" or "enforce", not "on".'],
      [{ CHECKOUT_ORIGINS: 'shop.example.com' }, 'CHECKOUT_ORIGINS must be an http or https address'],
      [{ CHECKOUT_ORIGINS: 'https://shop.example.com/' }, 'CHECKOUT_ORIGINS must list origins'],
      [{ CHECKOUT_ORIGINS: ' , ' }, 'CHECKOUT_ORIGINS must list at least one origin'],
      [
        { RATES_SOURCE_URL: 'open.er-api.com/v6/latest/USD' },
        'RATES_SOURCE_URL must be an http or https address',
      ],
      [{ RATES_SOURCE_URL: 'ftp://rates.example.com' }, 'RATES_SOURCE_URL must be an http or https address'],
      [
        { FUNCTIONS_EMULATOR: 'true', STRIPE_STANDIN_URL: '127.0.0.1:12111' },
        'STRIPE_STANDIN_URL must be an http or https address',
      ],
      [{ FIREBASE_CONFIG: '{project' }, 'FIREBASE_CONFIG must be the JSON Firebase sets'],
    ];
    for (const [env, message] of refusals) {
      const start = () => settingsFrom({ ...DEPLOYED, ...env });
      expect(start, JSON.stringify(env)).toThrow(SettingError);
      expect(start, JSON.stringify(env)).toThrow(message);
    }
  });
});

describe('the functions as they start', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('do not load with a bad value: the start and the deploy fail, naming it', async () => {
    vi.stubEnv('CHECKOUT_TRUSTED_PROXIES', 'two');
    vi.resetModules();
    await expect(import('./index')).rejects.toThrow(
      'CHECKOUT_TRUSTED_PROXIES must be a whole number from 0 to 10, not "two".',
    );
  });
});

describe('CHECKOUT_TRUSTED_PROXIES', () => {
  it('defaults to the two hops Google adds behind Hosting, none in the emulator', () => {
    expect(trustedHopsFrom(undefined, false)).toBe(2);
    expect(trustedHopsFrom('', false)).toBe(2);
    expect(trustedHopsFrom(undefined, true)).toBe(0);
    expect(trustedHopsFrom('3', false)).toBe(3);
  });

  it('fails the start on a value it cannot count with, rather than put every shopper in one bucket', () => {
    for (const bad of ['two', '1.5', '-1', '11', 'NaN'])
      expect(() => trustedHopsFrom(bad, false), bad).toThrow(
        /CHECKOUT_TRUSTED_PROXIES must be a whole number/,
      );
  });
});

describe('CHECKOUT_ADDRESS_BURST and CHECKOUT_ADDRESS_PER_MINUTE', () => {
  it('take limits from the environment when both numbers are set, the defaults when neither is', () => {
    expect(limitFrom('500', '120', ACCOUNT_LIMIT)).toEqual({ burst: 500, perMinute: 120 });
    expect(limitFrom(undefined, undefined, ACCOUNT_LIMIT)).toBe(ACCOUNT_LIMIT);
    expect(limitFrom('', ' ', ACCOUNT_LIMIT)).toBe(ACCOUNT_LIMIT);
  });

  it('fail the start on a limit nobody chose, rather than run with one', () => {
    for (const [burst, perMinute] of [
      [undefined, '120'],
      ['0', '1'],
      ['5', '0'],
      ['five', '1'],
      ['Infinity', '1'],
    ])
      expect(() => limitFrom(burst, perMinute, ACCOUNT_LIMIT), `${burst} ${perMinute}`).toThrow(
        /CHECKOUT_ADDRESS_BURST and CHECKOUT_ADDRESS_PER_MINUTE must both be positive numbers/,
      );
  });
});

describe('APP_CHECK', () => {
  it('is off unless set, and says enforce only when it says so', () => {
    expect(appCheckModeFrom(undefined)).toBe('off');
    expect(appCheckModeFrom('')).toBe('off');
    expect(appCheckModeFrom(' ')).toBe('off');
    expect(appCheckModeFrom('off')).toBe('off');
    expect(appCheckModeFrom('enforce')).toBe('enforce');
    expect(appCheckModeFrom(' enforce ')).toBe('enforce');
  });

  it('stops the start for anything else, naming the setting', () => {
    for (const typo of ['on', 'true', 'Enforce', 'enforced', 'monitor']) {
      expect(() => appCheckModeFrom(typo), typo).toThrow(SettingError);
      expect(() => appCheckModeFrom(typo), typo).toThrow(
        `APP_CHECK must be "off" or "enforce", not "${typo}".`,
      );
    }
  });
});
