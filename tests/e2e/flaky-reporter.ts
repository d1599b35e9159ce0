import type { FullConfig, Reporter, Suite } from '@playwright/test/reporter';

// eslint-disable-next-line no-control-regex
const stripAnsi = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * Under CI, after the list: a closing block naming every test that used its retry, with how its
 * first attempt failed. A retry is a safety net; a test that needed one is a bug to fix, and
 * should not hide among the passes.
 */
export default class FlakyReporter implements Reporter {
  private suite: Suite | undefined;

  printsToStdio() {
    return true;
  }

  onBegin(_config: FullConfig, suite: Suite) {
    this.suite = suite;
  }

  onEnd() {
    const retried = (this.suite?.allTests() ?? []).filter((test) => test.results.length > 1);
    if (retried.length === 0) {
      console.log('\nRetries used: none.');
      return;
    }
    console.log(`\nRetries used: ${retried.length}. A retry is a safety net; these tests need fixing:`);
    for (const test of retried) {
      const outcome = test.outcome() === 'flaky' ? 'FLAKY (passed on retry)' : 'FAILED (retry too)';
      const file = test.location.file.split('/').pop() ?? '';
      const project = test.parent.project()?.name ?? '';
      console.log(`  ${outcome} [${project}] ${file}:${test.location.line} › ${test.title}`);
      const [first] = test.results;
      const message = first?.error?.message?.split('\n')[0];
      if (first && message)
        console.log(`    first attempt, after ${first.duration} ms: ${stripAnsi(message)}`);
    }
  }
}
