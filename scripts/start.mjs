// `npm start`: builds the shop, starts the local Firebase Emulator Suite, seeds the catalog and
// demo accounts, starts the local Stripe stand-in (unless STRIPE_SECRET_KEY is set), and serves
// the shop at http://localhost:5000 until Ctrl+C.
import { spawn } from 'node:child_process';

import { DEMO_ACCOUNTS } from './lib/demo-accounts.mjs';
import { emulatorEnv, MissingToolError } from './lib/emulator-env.mjs';
import { HOSTS, PROJECT_ID, waitForUrl } from './lib/emulator-rest.mjs';
import { startPayments } from './lib/payments.mjs';
import { BIN, buildForEmulators, ROOT } from './lib/run.mjs';
import { seed } from './seed.mjs';

const started = Date.now();
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

await buildForEmulators();
const payments = await startPayments(env);
const emulators = spawn(BIN('firebase'), ['emulators:start', '--project', 'demo-eshop'], {
  env: payments.env,
  cwd: ROOT,
  stdio: 'inherit',
});
const stop = () => emulators.kill('SIGINT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
emulators.on('exit', (code) => void payments.stop().then(() => process.exit(code ?? 0)));

await waitForUrl(`http://${HOSTS.firestore}/`);
await waitForUrl(`http://${HOSTS.auth}/`);
await waitForUrl(`http://${HOSTS.hosting}/`);
// The Functions emulator loads the functions' definitions after it listens; until then the
// checkout rewrites answer 404.
await waitForUrl(`http://${HOSTS.functions}/${PROJECT_ID}/us-central1/health`, 120_000, { ok: true });
const counts = await seed();
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`
E-Shop is ready at http://localhost:5000 (${seconds} s; ${counts.products} products seeded)
Payments: ${payments.standinUrl ? `local Stripe stand-in at ${payments.standinUrl} (no card is charged)` : 'Stripe test mode'}
Demo accounts:
${DEMO_ACCOUNTS.map((a) => `  ${a.userType.padEnd(6)}  ${a.email}  /  ${a.password}`).join('\n')}
Press Ctrl+C to stop.
`);
