import { defineConfig, mergeConfig } from 'vitest/config';

import base from './vitest.config.ts';

/**
 * The unit tests Stryker runs against each mutant (stryker.config.mjs): the tests of pure code
 * (Node, no DOM), which are the ones that pin the decision logic it mutates. Components rendered in
 * jsdom are left to `npm run test:unit`: slower, and not what the mutated folders are for.
 */
export default mergeConfig(
  { ...base, test: { ...base.test, projects: undefined } },
  defineConfig({
    test: {
      include: ['src/**/*.test.ts', 'functions/src/**/*.test.ts'],
      exclude: ['src/**/hooks/**', 'src/**/components/**', '**/node_modules/**'],
      environment: 'node',
      setupFiles: ['tests/support/fixed-property-seed.ts'],
    },
  }),
);
