import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';

import { defineConfig } from 'vitest/config';

import { shopMessages } from './scripts/vite-lingui-macro.ts';

/** Tests that render or drive React need a DOM; pure code runs without one. */
const DOM_TESTS = ['src/**/*.test.tsx', 'src/**/hooks/**/*.test.ts', 'src/**/components/**/*.test.ts'];

/**
 * Unit and component tests: no network, no emulators. Starting jsdom for every file was about
 * two thirds of the run, so only the files that need a DOM get one; worker threads start faster
 * than forked processes.
 */
export default defineConfig({
  // The shop's messages: Lingui's macros expanded, catalogs compiled, as in the build.
  plugins: shopMessages(),
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      'virtual:pwa-register': fileURLToPath(new URL('./tests/support/pwa-register-stub.ts', import.meta.url)),
      'virtual:catalog-snapshot': fileURLToPath(
        new URL('./tests/support/catalog-snapshot-stub.ts', import.meta.url),
      ),
    },
  },
  test: {
    pool: 'threads',
    // Vitest's default is one worker fewer than the cores, which on a 2-core machine is a single
    // worker: the main thread only hands out files, so one worker per core ran the suite in 46 s
    // instead of 72 s here (three workers: 48 s).
    maxWorkers: availableParallelism(),
    // Generous: a test that imports a module afresh or starts git takes 2 s on a quiet 2-core
    // host and more than 5 (the default) on a busy one. A test that waits for what it checks
    // passes as soon as it holds, so this only decides when a stuck one is given up.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
          include: ['src/**/*.test.ts', 'functions/src/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
          exclude: DOM_TESTS,
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: DOM_TESTS,
          environment: 'jsdom',
          setupFiles: ['tests/support/setup-dom.ts'],
        },
      },
    ],
  },
});
