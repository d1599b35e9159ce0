// The hand-over between `npm test`'s two lines of work (scripts/test-all.mjs): the checks leave
// their verdict in a folder, and the end-to-end tests, run as `node scripts/lib/wait-for-verdict.mjs
// <folder>`, wait for it: exit 0 once the checks passed, 1 once they failed.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PASSED = 'passed';
const FAILED = 'failed';

/** Leaves the checks' verdict in `folder`. */
export function giveVerdict(folder, passed) {
  writeFileSync(join(folder, passed ? PASSED : FAILED), '');
}

/** Resolves whether the checks passed, once their verdict is in `folder`. */
export async function verdict(folder) {
  for (;;) {
    if (existsSync(join(folder, PASSED))) return true;
    if (existsSync(join(folder, FAILED))) return false;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [folder] = process.argv.slice(2);
  if (!folder) {
    console.error('Usage: node scripts/lib/wait-for-verdict.mjs <folder>');
    process.exit(2);
  }
  const waitedFrom = Date.now();
  const passed = await verdict(folder);
  const waited = ((Date.now() - waitedFrom) / 1000).toFixed(1);
  if (passed) console.log(`\nThe checks passed (waited ${waited} s for them): the end-to-end tests start.`);
  else console.error('\nThe checks failed: the end-to-end tests are not run.');
  process.exit(passed ? 0 : 1);
}
