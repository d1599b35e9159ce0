// `npm start`: builds the shop, starts the local Firebase Emulator Suite, seeds the catalog and
// demo accounts, and serves the shop at http://localhost:5000 until Ctrl+C.
import { spawn } from 'node:child_process';

import { DEMO_ACCOUNTS } from './lib/demo-accounts.mjs';
import { emulatorEnv, MissingToolError } from './lib/emulator-env.mjs';
import { HOSTS, waitForUrl } from './lib/emulator-rest.mjs';
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
const emulators = spawn(BIN('firebase'), ['emulators:start', '--project', 'demo-eshop'], {
  env,
  cwd: ROOT,
  stdio: 'inherit',
});
const stop = () => emulators.kill('SIGINT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
emulators.on('exit', (code) => process.exit(code ?? 0));

await waitForUrl(`http://${HOSTS.firestore}/`);
await waitForUrl(`http://${HOSTS.auth}/`);
await waitForUrl(`http://${HOSTS.hosting}/`);
const counts = await seed();
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`
E-Shop is ready at http://localhost:5000 (${seconds} s; ${counts.products} products seeded)
Demo accounts:
${DEMO_ACCOUNTS.map((a) => `  ${a.userType.padEnd(6)}  ${a.email}  /  ${a.password}`).join('\n')}
Press Ctrl+C to stop.
`);
