import { fileURLToPath, URL } from 'node:url';

import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';

import { shopMessages } from './scripts/vite-lingui-macro.ts';

/**
 * Benchmarks that need the running emulators and the app's own Firestore client (tests/bench):
 * `npm run bench:desk`. They print figures; never part of `npm test`.
 */
export default defineConfig({
  // The shop's messages, as in the build (the app's modules use Lingui's macros).
  plugins: shopMessages(),
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    include: ['tests/bench/**/*.bench-run.ts'],
    environment: 'node',
    // The same settings the emulator build uses (.env.emulator), as the emulator tests.
    env: loadEnv('emulator', process.cwd(), 'VITE_'),
    fileParallelism: false,
    testTimeout: 300_000,
  },
});
