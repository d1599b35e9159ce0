import type { FullConfig, FullResult, Reporter, Suite, TestCase } from '@playwright/test/reporter';

/** What the summary needs of a test: where it is, its title and project, and each attempt's time. */
export interface TimedTest {
  file: string;
  line: number;
  title: string;
  project: string;
  /** Milliseconds of each attempt, the first one first; none when the test did not run. */
  attempts: number[];
  /** Playwright's verdict: 'expected', 'unexpected', 'flaky' or 'skipped'. */
  outcome: string;
}

/** The slowest tests named under each spec file. */
const SLOWEST_PER_FILE = 3;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const describeTest = (test: TimedTest) => `[${test.project}] ${test.file}:${test.line} › ${test.title}`;

/**
 * The closing block of a run: each spec file's time (every attempt of every test in it, all
 * projects together), slowest file first, with its slowest tests; then every test that needed a
 * retry. Times are summed over the workers, so they add up to more than the run's wall time.
 */
export function specTimings(tests: TimedTest[], wallMs: number): string[] {
  const ran = tests.filter((test) => test.attempts.length > 0 && test.outcome !== 'skipped');
  const byFile = new Map<string, TimedTest[]>();
  for (const test of ran) byFile.set(test.file, [...(byFile.get(test.file) ?? []), test]);
  const files = [...byFile].map(([file, inFile]) => ({
    file,
    total: sum(inFile.flatMap((test) => test.attempts)),
    slowest: [...inFile].sort((a, b) => sum(b.attempts) - sum(a.attempts)).slice(0, SLOWEST_PER_FILE),
    count: inFile.length,
  }));
  files.sort((a, b) => b.total - a.total || a.file.localeCompare(b.file));

  const lines = [
    '',
    `Time per spec file, slowest first (${seconds(sum(ran.flatMap((test) => test.attempts)))} of tests in ${seconds(wallMs)} of wall time):`,
  ];
  for (const { file, total, slowest, count } of files) {
    lines.push(`  ${seconds(total).padStart(9)}  ${file} (${count} ${count === 1 ? 'test' : 'tests'})`);
    for (const test of slowest) {
      lines.push(
        `  ${''.padStart(9)}    ${seconds(sum(test.attempts)).padStart(8)}  [${test.project}] ${test.title}`,
      );
    }
  }
  const retried = ran.filter((test) => test.attempts.length > 1);
  lines.push(
    retried.length === 0
      ? 'Tests that needed a retry: none.'
      : `Tests that needed a retry: ${retried.length}.`,
  );
  for (const test of retried) {
    const verdict = test.outcome === 'flaky' ? 'flaky, passed on retry' : 'failed every attempt';
    const times = test.attempts.map(seconds).join(' + ');
    lines.push(`  ${describeTest(test)} (${verdict}; ${times})`);
  }
  return lines;
}

const timed = (test: TestCase, rootDir: string): TimedTest => ({
  file: test.location.file.startsWith(`${rootDir}/`)
    ? test.location.file.slice(rootDir.length + 1)
    : test.location.file,
  line: test.location.line,
  title: test.titlePath().slice(3).join(' › '),
  project: test.parent.project()?.name ?? '',
  attempts: test.results.map((result) => result.duration),
  outcome: test.outcome(),
});

/**
 * At the end of every run, where its time went: per spec file, slowest first, and the tests
 * that needed a retry, so the slow and the unsteady parts of the suite are found, not guessed.
 */
export default class SpecTimingsReporter implements Reporter {
  private suite: Suite | undefined;
  private rootDir = '';

  printsToStdio() {
    return true;
  }

  onBegin(config: FullConfig, suite: Suite) {
    this.suite = suite;
    this.rootDir = config.rootDir;
  }

  onEnd(result: FullResult) {
    const tests = (this.suite?.allTests() ?? []).map((test) => timed(test, this.rootDir));
    for (const line of specTimings(tests, result.duration)) console.log(line);
  }
}
