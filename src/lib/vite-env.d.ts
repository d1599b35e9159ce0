/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_USE_EMULATORS?: string;
  readonly VITE_EMULATOR_HOST?: string;
  readonly VITE_AUTH_EMULATOR_PORT?: string;
  readonly VITE_FIRESTORE_EMULATOR_PORT?: string;
  readonly VITE_CHECKOUT_ENDPOINT?: string;
  readonly VITE_SITE_URL?: string;
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
  readonly VITE_APP_CHECK_SITE_KEY?: string;
  readonly VITE_APP_CHECK_DEBUG_TOKEN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The catalog snapshot cut at build time (scripts/vite-catalog-snapshot.ts). */
declare module 'virtual:catalog-snapshot' {
  const snapshot: {
    /** The newest `updatedAt` in the snapshot; 0 when the build has none (the dev server). */
    watermark: number;
    /** URLs of the snapshot's files, each a JSON list of card records. */
    chunks: string[];
  };
  export default snapshot;
}

/** A language's catalog, compiled by @lingui/vite-plugin from its .po file (src/locales). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
