import { fileURLToPath, URL } from 'node:url';

import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';

import { shopMessages } from './scripts/vite-lingui-macro.ts';

/** Data-layer and security-rules tests against the running Firebase emulators. */
export default defineConfig({
  // The shop's messages: Lingui's macros expanded, catalogs compiled, as in the build.
  plugins: shopMessages(),
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // A build with no snapshot of its own, as the dev server's: the server's is the one tested.
      'virtual:catalog-snapshot': fileURLToPath(
        new URL('./tests/support/catalog-snapshot-stub.ts', import.meta.url),
      ),
    },
  },
  test: {
    include: ['tests/integration/**/*.test.ts', 'tests/rules/**/*.test.ts', 'tests/build/**/*.test.ts'],
    environment: 'node',
    // The same settings the emulator build uses (.env.emulator).
    env: loadEnv('emulator', process.cwd(), 'VITE_'),
    // One emulator, shared state: files run one after another.
    fileParallelism: false,
    // Generous: a first call wakes each function in the emulator, seconds on a busy 2-core host.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
