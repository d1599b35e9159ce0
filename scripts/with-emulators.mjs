// Runs a command while the Auth, Firestore, Functions and Hosting emulators are up and seeded,
// with the local Stripe stand-in (scripts/stripe-standin.mjs) beside them, then stops them. Usage: node scripts/with-emulators.mjs [--build] -- <command…>
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { emulatorEnv, MissingToolError } from './lib/emulator-env.mjs';
import { startPayments } from './lib/payments.mjs';
import { BIN, buildForEmulators, run } from './lib/run.mjs';

const args = process.argv.slice(2);
const split = args.indexOf('--');
const options = split === -1 ? args : args.slice(0, split);
const command = split === -1 ? [] : args.slice(split + 1);

// One run at a time per machine: the emulators' fixed ports and the shared dist/ would collide,
// so a second run (another terminal, another checkout) waits for the first under flock(1).
if (!process.env.ESHOP_EMULATOR_RUN_LOCKED && spawnSync('flock', ['--version']).status === 0) {
  const locked = spawnSync(
    'flock',
    ['/tmp/eshop-emulator-run.lock', process.execPath, fileURLToPath(import.meta.url), ...args],
    { stdio: 'inherit', env: { ...process.env, ESHOP_EMULATOR_RUN_LOCKED: '1' } },
  );
  process.exit(locked.status ?? 1);
}

let env;
try {
  env = emulatorEnv();
} catch (error) {
  if (error instanceof MissingToolError) {
    console.error(`Cannot start the Firebase emulators: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

let payments;
try {
  if (options.includes('--build')) await buildForEmulators();
  payments = await startPayments(env);
  const script = ['node scripts/seed.mjs', command.join(' ')].filter(Boolean).join(' && ');
  await run(
    BIN('firebase'),
    ['emulators:exec', '--project', 'demo-eshop', '--only', 'auth,firestore,functions,hosting', script],
    { env: payments.env },
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await payments?.stop();
}
