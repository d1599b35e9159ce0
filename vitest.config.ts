import { fileURLToPath, URL } from 'node:url';

import { defineConfig } from 'vitest/config';

/** Unit and component tests: no network, no emulators. */
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      'virtual:pwa-register': fileURLToPath(new URL('./tests/support/pwa-register-stub.ts', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    environment: 'jsdom',
    setupFiles: ['tests/support/setup-dom.ts'],
  },
});
