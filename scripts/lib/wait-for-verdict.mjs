// The hand-over between `npm test`'s two lines of work (scripts/test-all.mjs), through a folder:
// the emulators' line, run as `node scripts/lib/wait-for-verdict.mjs <folder>` once the emulators
// are up and seeded, says it is ready and waits for the checks' verdict (exit 0 once they passed,
// 1 once they failed); the checks' line waits for that readiness before its timed tests, so that
// the unit tests, the emulator tests and the browsers each have the host to themselves.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const READY = 'ready';
const PASSED = 'passed';
const FAILED = 'failed';

const POLL_MS = 500;
const pause = () => new Promise((resolve) => setTimeout(resolve, POLL_MS));

/** The first of `names` found in `folder`, once one is there; undefined as soon as `gaveUp()` is true. */
async function firstFound(folder, names, gaveUp = () => false) {
  for (;;) {
    const found = names.find((name) => existsSync(join(folder, name)));
    if (found) return found;
    if (gaveUp()) return undefined;
    await pause();
  }
}

/** Says in `folder` that the emulators are up and seeded. */
export function giveReady(folder) {
  writeFileSync(join(folder, READY), '');
}

/** Resolves once the emulators are ready, or with false as soon as `gaveUp()` is true. */
export const ready = async (folder, gaveUp) => (await firstFound(folder, [READY], gaveUp)) === READY;

/** Leaves the checks' verdict in `folder`. */
export function giveVerdict(folder, passed) {
  writeFileSync(join(folder, passed ? PASSED : FAILED), '');
}

/** Resolves whether the checks passed, once their verdict is in `folder`. */
export const verdict = async (folder) => (await firstFound(folder, [PASSED, FAILED])) === PASSED;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [folder] = process.argv.slice(2);
  if (!folder) {
    console.error('Usage: node scripts/lib/wait-for-verdict.mjs <folder>');
    process.exit(2);
  }
  giveReady(folder);
  const waitedFrom = Date.now();
  const passed = await verdict(folder);
  const waited = ((Date.now() - waitedFrom) / 1000).toFixed(1);
  if (passed) console.log(`\nThe checks passed (waited ${waited} s for them): the emulator tests start.`);
  else console.error('\nThe checks failed: the emulator and end-to-end tests are not run.');
  process.exit(passed ? 0 : 1);
}
