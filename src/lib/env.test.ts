import { describe, expect, it } from 'vitest';

import {
  checkoutEndpointFrom,
  emulatorPortsFrom,
  firebaseConfigFrom,
  requireFirebaseSettings,
  talksToRealProject,
} from './env';

/** What docs/deploy.md's step 2 writes into .env.production. */
const PRODUCTION = {
  PROD: true,
  VITE_FIREBASE_API_KEY: 'AIza-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'my-shop.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'my-shop',
  VITE_FIREBASE_STORAGE_BUCKET: '',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1234',
  VITE_FIREBASE_APP_ID: '1:1234:web:abcd',
};

/** .env.emulator, as `npm start` and the tests build with it. */
const EMULATOR = {
  PROD: true,
  VITE_USE_EMULATORS: 'true',
  VITE_FIREBASE_PROJECT_ID: 'demo-eshop',
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-eshop.firebaseapp.com',
};

describe("the build's Firebase project", () => {
  it('is the one .env.production names, the storage bucket left out when empty', () => {
    expect(() => requireFirebaseSettings(PRODUCTION)).not.toThrow();
    expect(firebaseConfigFrom(PRODUCTION)).toEqual({
      apiKey: 'AIza-key',
      authDomain: 'my-shop.firebaseapp.com',
      projectId: 'my-shop',
      storageBucket: undefined,
      messagingSenderId: '1234',
      appId: '1:1234:web:abcd',
    });
  });

  it('refuses a production build missing a variable, naming each one missing', () => {
    const { VITE_FIREBASE_API_KEY: _key, ...noKey } = PRODUCTION;
    expect(() => requireFirebaseSettings(noKey)).toThrow(
      'This build talks to a real Firebase project, but VITE_FIREBASE_API_KEY is not set',
    );
    expect(() =>
      requireFirebaseSettings({ ...PRODUCTION, VITE_FIREBASE_APP_ID: '', VITE_FIREBASE_AUTH_DOMAIN: ' ' }),
    ).toThrow('but VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_APP_ID are not set');
  });

  it('refuses a production build with none of them rather than fall back to the demo project', () => {
    expect(() => requireFirebaseSettings({ PROD: true })).toThrow(
      'VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_APP_ID are not set',
    );
  });

  it('refuses the dev server pointed at a real project with a variable missing', () => {
    expect(talksToRealProject({ VITE_FIREBASE_PROJECT_ID: 'my-shop' })).toBe(true);
    expect(() => requireFirebaseSettings({ VITE_FIREBASE_PROJECT_ID: 'my-shop' })).toThrow(
      /VITE_FIREBASE_API_KEY/,
    );
  });

  it('keeps the demo project for the emulator build, the dev server and the tests', () => {
    const demo = {
      apiKey: 'demo-api-key',
      authDomain: 'demo-eshop.firebaseapp.com',
      projectId: 'demo-eshop',
    };
    expect(talksToRealProject(EMULATOR)).toBe(false);
    expect(() => requireFirebaseSettings(EMULATOR)).not.toThrow();
    expect(firebaseConfigFrom(EMULATOR)).toMatchObject({ ...demo, appId: undefined });
    expect(talksToRealProject({})).toBe(false);
    expect(() => requireFirebaseSettings({})).not.toThrow();
    expect(firebaseConfigFrom({})).toMatchObject(demo);
    expect(firebaseConfigFrom({ VITE_FIREBASE_PROJECT_ID: 'demo-other' })).toMatchObject({
      projectId: 'demo-other',
    });
    // An emulator build is one whatever project it names.
    expect(talksToRealProject({ ...EMULATOR, VITE_FIREBASE_PROJECT_ID: 'my-shop' })).toBe(false);
  });

  it('takes an empty variable for an unset one, in the emulators too', () => {
    expect(firebaseConfigFrom({ ...EMULATOR, VITE_FIREBASE_API_KEY: '' }).apiKey).toBe('demo-api-key');
  });
});

describe("the build's addresses", () => {
  it("give the emulators' own ports when a port is unset or empty", () => {
    expect(emulatorPortsFrom({})).toEqual({ auth: 9099, firestore: 8080 });
    expect(emulatorPortsFrom({ VITE_AUTH_EMULATOR_PORT: '', VITE_FIRESTORE_EMULATOR_PORT: ' ' })).toEqual({
      auth: 9099,
      firestore: 8080,
    });
    expect(
      emulatorPortsFrom({ VITE_AUTH_EMULATOR_PORT: '9199', VITE_FIRESTORE_EMULATOR_PORT: '8180' }),
    ).toEqual({
      auth: 9199,
      firestore: 8180,
    });
  });

  it("give Hosting's checkout path when the endpoint is unset or empty", () => {
    expect(checkoutEndpointFrom({})).toBe('/api/create-checkout-session');
    expect(checkoutEndpointFrom({ VITE_CHECKOUT_ENDPOINT: '' })).toBe('/api/create-checkout-session');
    expect(checkoutEndpointFrom({ VITE_CHECKOUT_ENDPOINT: 'https://api.example.com/checkout' })).toBe(
      'https://api.example.com/checkout',
    );
  });
});
