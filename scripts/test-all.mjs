// `npm test`: every check. Two lines of work run side by side, because the emulator tests spend
// most of their time waiting on the emulators while the checks that need nothing running keep
// both cores busy:
// - the checks: typecheck beside lint (ESLint, about 47 s on 2 cores, on one; the typecheck, the
//   import-cycle check and Prettier on the other), then the unit tests;
// - the emulators: the app built, the emulators started and seeded, the data-layer and rules
//   tests, then Playwright, which waits for the checks to pass so that no other work competes
//   with the browsers (its tests bound states by time, on a host that also runs the emulators).
// The checks' output is printed a step at a time, whole, as each step ends; the emulators' as it
// comes. The first failure stops the run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { BIN, ROOT, run } from './lib/run.mjs';
import { giveVerdict } from './lib/wait-for-verdict.mjs';

/** Where the checks leave their verdict for the end-to-end tests to wait on (lib/wait-for-verdict.mjs). */
const verdictDir = mkdtempSync(join(tmpdir(), 'eshop-checks-'));

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
  { name: 'unit tests', commands: [[BIN('vitest'), ['run']]] },
];

const emulators = {
  name: 'emulator tests (data layer, rules, then end-to-end once the checks pass)',
  command: [
    'node',
    [
      'scripts/with-emulators.mjs',
      '--build',
      '--',
      `${BIN('vitest')} run --config vitest.emulator.config.ts` +
        ` && node scripts/lib/wait-for-verdict.mjs ${verdictDir}` +
        ` && ${BIN('playwright')} test`,
    ],
  ],
};

const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** Runs a command with its output kept; resolves with that output, rejects with it on failure. */
function runKept(command, args) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
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

/** The checks one step after another, each step's commands side by side; false at the first failure. */
async function runChecks() {
  for (const { name, commands } of checks) {
    const started = Date.now();
    const results = await Promise.allSettled(commands.map(([command, args]) => runKept(command, args)));
    console.log(`\n▶ ${name}`);
    for (const result of results)
      process.stdout.write(result.status === 'fulfilled' ? result.value : (result.reason.text ?? ''));
    const failed = results.filter((result) => result.status === 'rejected');
    for (const { reason } of failed)
      console.error(`\n✖ ${name} failed: ${reason instanceof Error ? reason.message : reason}`);
    if (failed.length > 0) return false;
    console.log(`✔ ${name} (${seconds(started)})`);
  }
  return true;
}

const started = Date.now();
console.log(`\n▶ ${emulators.name}, beside the checks`);
const emulatorRun = run(...emulators.command).then(
  () => console.log(`✔ ${emulators.name} (${seconds(started)})`),
  (error) => {
    console.error(`\n✖ ${emulators.name} failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
const passed = await runChecks();
giveVerdict(verdictDir, passed);
// On a failed check the emulators' line stops at its hand-over, which shuts the emulators down.
await emulatorRun.finally(() => rmSync(verdictDir, { recursive: true, force: true }));
if (!passed) process.exit(1);
console.log(`\nEverything passed in ${seconds(started)}.`);
