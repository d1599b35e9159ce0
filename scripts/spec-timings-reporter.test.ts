import { describe, expect, it } from 'vitest';

import { specTimings, type TimedTest } from '../tests/e2e/spec-timings-reporter';

const aTest = (overrides: Partial<TimedTest>): TimedTest => ({
  file: 'home.spec.ts',
  line: 1,
  title: 'a test',
  project: 'desktop',
  attempts: [1000],
  outcome: 'expected',
  ...overrides,
});

describe('the spec timings printed at the end of an e2e run', () => {
  it('lists each spec file by the time of all its attempts, slowest first, with its slowest tests', () => {
    const lines = specTimings(
      [
        aTest({ file: 'home.spec.ts', title: 'quick', attempts: [1000] }),
        aTest({ file: 'listing.spec.ts', title: 'pages', attempts: [4000] }),
        aTest({ file: 'home.spec.ts', title: 'slow', project: 'phone', attempts: [2500] }),
        aTest({ file: 'listing.spec.ts', title: 'filters', attempts: [2000] }),
        aTest({ file: 'home.spec.ts', title: 'slowest', attempts: [3000] }),
        aTest({ file: 'home.spec.ts', title: 'not run here', outcome: 'skipped', attempts: [0] }),
      ],
      9000,
    );
    expect(lines).toEqual([
      '',
      'Time per spec file, slowest first (12.5 s of tests in 9.0 s of wall time):',
      '      6.5 s  home.spec.ts (3 tests)',
      '                  3.0 s  [desktop] slowest',
      '                  2.5 s  [phone] slow',
      '                  1.0 s  [desktop] quick',
      '      6.0 s  listing.spec.ts (2 tests)',
      '                  4.0 s  [desktop] pages',
      '                  2.0 s  [desktop] filters',
      'Tests that needed a retry: none.',
    ]);
  });

  it('names at most three tests per file', () => {
    const lines = specTimings(
      [1, 2, 3, 4].map((at) => aTest({ title: `test ${at}`, attempts: [at * 1000] })),
      4000,
    );
    expect(lines.filter((line) => line.includes('[desktop] test'))).toEqual([
      '                  4.0 s  [desktop] test 4',
      '                  3.0 s  [desktop] test 3',
      '                  2.0 s  [desktop] test 2',
    ]);
  });

  it('names every test that needed a retry, and whether the retry passed', () => {
    const lines = specTimings(
      [
        aTest({
          file: 'navigation.spec.ts',
          line: 281,
          title: 'LIMITED SALE',
          attempts: [16000, 9000],
          outcome: 'flaky',
        }),
        aTest({
          file: 'cart.spec.ts',
          line: 40,
          title: 'adds',
          project: 'phone',
          attempts: [60000, 60000],
          outcome: 'unexpected',
        }),
        aTest({ title: 'steady' }),
      ],
      90_000,
    );
    expect(lines.slice(-3)).toEqual([
      'Tests that needed a retry: 2.',
      '  [desktop] navigation.spec.ts:281 › LIMITED SALE (flaky, passed on retry; 16.0 s + 9.0 s)',
      '  [phone] cart.spec.ts:40 › adds (failed every attempt; 60.0 s + 60.0 s)',
    ]);
    expect(lines).toContain('     25.0 s  navigation.spec.ts (1 test)');
  });
});
