// Mutation testing: `npm run test:mutation`. Stryker changes the decision logic one
// small edit at a time (a flipped comparison, a removed branch, another constant) and runs the unit
// tests that cover it; a mutant the tests do not notice ("survived") is a behaviour no test pins.
// Incremental: a rerun only tests mutants in code or tests changed since the last run
// (reports/stryker-incremental.json). See docs/testing.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    // The rules the browser and the functions share.
    'src/domain/**/*.ts',
    'src/features/*/logic/**/*.ts',
    'src/lib/**/*.ts',
    // The functions' pure rules, each beside its tests (functions/README.md).
    'functions/src/orders/order-life.ts',
    'functions/src/orders/order-step.ts',
    'functions/src/orders/order-amounts.ts',
    'functions/src/orders/notice-text.ts',
    'functions/src/desk/desk-rules.ts',
    'functions/src/desk/resolve-rules.ts',
    'functions/src/refunds/plan-refund.ts',
    'functions/src/refunds/apply-refund.ts',
    'functions/src/checkout/checkout-rules.ts',
    'functions/src/payments/webhook-rules.ts',
    'functions/src/payments/payment-step.ts',
    'functions/src/catalog/snapshot-rules.ts',
    '!**/*.test.ts',
    '!**/*.d.ts',
    // Wiring of a browser API or an SDK, with no decision of its own to mutate: each is exercised
    // by the emulator and end-to-end tests that use it (docs/testing.md, "What is not mutated").
    '!src/lib/constants.ts',
    '!src/domain/shop-rules.ts',
    '!src/lib/env.ts',
    '!src/lib/firebase.ts',
    '!src/lib/firebase-auth.ts',
    '!src/lib/install-offer.ts',
    '!src/lib/persistent-storage.ts',
    '!src/lib/reduced-motion.ts',
    '!src/lib/toast.ts',
    '!src/lib/image-placeholder.ts',
    // Its tests run in jsdom beside the page loader's text (scripts/early-taps.test.mjs), where
    // Stryker's per-test coverage does not reach: every mutant would count as uncovered.
    '!src/lib/early-taps.ts',
  ],
  // A static mutant (a value set as a module loads: a message table, a constant) can only be
  // tested by running every unit test again (about 70 s each here); they are left out and named in
  // docs/testing.md rather than make a run take hours.
  ignoreStatic: true,
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'html', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  clearTextReporter: {
    allowColor: false,
    logTests: false,
    reportTests: false,
    reportMutants: false,
    reportScoreTable: true,
  },
  concurrency: 2,
  timeoutMS: 10000,
  // The first run of every unit test, which maps the tests to the code they cover: about 3 minutes
  // on a quiet 2-core host, and past Stryker's default of 5 on a busy one, where the run then stops
  // before testing a single mutant.
  dryRunTimeoutMinutes: 20,
  // The sandbox is a copy of the project without what the unit tests never read.
  ignorePatterns: [
    'dist',
    'public',
    'reports',
    'test-results',
    'playwright-report',
    'bench-results',
    'functions/lib',
    'tests/e2e',
    '*.log',
  ],
  tempDirName: 'node_modules/.stryker-tmp',
  cleanTempDir: 'always',
};
