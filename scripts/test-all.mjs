// `npm test`: every check. Two lines of work share the host, handing over through a folder
// (lib/wait-for-verdict.mjs) so that no test bound by time runs beside other work:
// - the checks: typecheck beside lint (ESLint, about 47 s on 2 cores, on one; the typecheck, the
//   import-cycle check and Prettier on the other), which no load can fail; then, once the
//   emulators are up, the unit tests on an otherwise idle host;
// - the emulators: the app built, the emulators started and seeded (beside the typecheck and
//   lint), then, once the checks have passed, the data-layer and rules tests and Playwright.
// The typecheck's and lint's output is printed whole as they end, the rest as it comes. The first
// failure stops the run, and the failed step's last lines are printed again at the end.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { BIN, ROOT, run } from './lib/run.mjs';
import { giveVerdict, ready } from './lib/wait-for-verdict.mjs';

/** Where the two lines hand over (lib/wait-for-verdict.mjs). */
const handOver = mkdtempSync(join(tmpdir(), 'eshop-checks-'));

/** Each step's commands run side by side; `live` prints a step's output as it comes. */
const checks = [
  {
    name: 'typecheck and lint',
    commands: [
      [
        'sh',
        ['-c', 'npm run --silent typecheck && npm run --silent lint:cycles && npm run --silent lint:format'],
      ],
      ['npm', ['run', '--silent', 'lint:code']],
    ],
  },
  { name: 'unit tests', commands: [[BIN('vitest'), ['run']]], live: true, afterEmulatorsStart: true },
];

const emulators = {
  name: 'emulator tests (data layer, rules, then end-to-end), once the checks pass',
  command: [
    'node',
    [
      'scripts/with-emulators.mjs',
      '--build',
      '--',
      `node scripts/lib/wait-for-verdict.mjs ${handOver}` +
        ` && ${BIN('vitest')} run --config vitest.emulator.config.ts` +
        ` && ${BIN('playwright')} test`,
    ],
  ],
};

/** How many of a failed step's last lines are printed again at the end of the run. */
const FAILURE_TAIL_LINES = 80;

const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/**
 * Runs a command with its output kept (and printed as it comes when `live`); resolves with that
 * output, rejects with it on failure.
 */
function runKept(command, args, { live = false } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    const keep = (chunk) => {
      output.push(chunk);
      if (live) process.stdout.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const text = Buffer.concat(output).toString();
      if (code === 0) resolvePromise(text);
      else
        reject(
          Object.assign(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`), {
            text,
          }),
        );
    });
  });
}

let emulatorsFailed = false;

/** The checks one step after another; the failed step's name and output, or undefined once all pass. */
async function runChecks() {
  for (const { name, commands, live = false, afterEmulatorsStart = false } of checks) {
    if (afterEmulatorsStart && !(await ready(handOver, () => emulatorsFailed))) return undefined;
    const started = Date.now();
    console.log(`\n▶ ${name}`);
    const results = await Promise.allSettled(
      commands.map(([command, args]) => runKept(command, args, { live })),
    );
    if (!live)
      for (const result of results)
        process.stdout.write(result.status === 'fulfilled' ? result.value : (result.reason.text ?? ''));
    const failed = results.filter((result) => result.status === 'rejected').map(({ reason }) => reason);
    if (failed.length > 0) {
      for (const reason of failed) console.error(`\n✖ ${name} failed: ${reason.message ?? reason}`);
      return { name, text: failed.map((reason) => reason.text ?? '').join('\n') };
    }
    console.log(`✔ ${name} (${seconds(started)})`);
  }
  return undefined;
}

const started = Date.now();
console.log(`\n▶ the app's build and the emulators' start, beside the checks`);
const emulatorRun = run(...emulators.command).then(
  () => console.log(`✔ ${emulators.name} (${seconds(started)})`),
  (error) => {
    emulatorsFailed = true;
    console.error(`\n✖ ${emulators.name} failed: ${error instanceof Error ? error.message : error}`);
  },
);
const failure = await runChecks();
giveVerdict(handOver, failure === undefined && !emulatorsFailed);
// On a failed check the emulators' line stops at its hand-over, which shuts the emulators down.
await emulatorRun.finally(() => rmSync(handOver, { recursive: true, force: true }));
if (failure) {
  const tail = failure.text.trimEnd().split('\n').slice(-FAILURE_TAIL_LINES).join('\n');
  console.error(`\n✖ ${failure.name} failed. The end of its output, again:\n\n${tail}\n`);
}
if (failure || emulatorsFailed) process.exit(1);
console.log(`\nEverything passed in ${seconds(started)}.`);
