// `npm start`: builds the shop, starts the local Firebase Emulator Suite, seeds the catalog and
// demo accounts, starts the local Stripe stand-in (unless STRIPE_SECRET_KEY is set), serves the
// shop at http://localhost:5000 and sweeps stale stock holds every minute until Ctrl+C.
import { spawn } from 'node:child_process';

import { DEMO_ACCOUNTS, DEMO_SHOPPER } from './lib/demo-accounts.mjs';
import { emulatorEnv, MissingToolError } from './lib/emulator-env.mjs';
import {
  HOSTS,
  PROJECT_ID,
  rebuildCatalogNow,
  signInWithPassword,
  waitForUrl,
} from './lib/emulator-rest.mjs';
import { PaymentsSetupError, startPayments } from './lib/payments.mjs';
import { BIN, buildForEmulators, ROOT } from './lib/run.mjs';
import { seed } from './seed.mjs';

const started = Date.now();
const SWEEP_EVERY_MS = 60_000;
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
  payments = await startPayments(env);
} catch (error) {
  if (error instanceof PaymentsSetupError) {
    console.error(`Cannot set up payments: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
await buildForEmulators();
const emulators = spawn(BIN('firebase'), ['emulators:start', '--project', 'demo-eshop'], {
  env: payments.env,
  cwd: ROOT,
  stdio: 'inherit',
});
let sweeping;
const stop = () => {
  clearTimeout(sweeping);
  emulators.kill('SIGINT');
};
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
await rebuildCatalog();
await seedHistory();
await warmCheckout(env);
sweeping = setTimeout(sweepHolds, SWEEP_EVERY_MS);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`
E-Shop is ready at http://localhost:5000 (${seconds} s; ${counts.products} products seeded)
Payments: ${payments.standinUrl ? `local Stripe stand-in at ${payments.standinUrl} (no card is charged)` : 'Stripe test mode'}
Demo accounts:
${DEMO_ACCOUNTS.map((a) => `  ${a.userType.padEnd(6)}  ${a.email}  /  ${a.password}`).join('\n')}
Press Ctrl+C to stop.
`);

/**
 * Ninety days of demo orders and the desk's totals of them (scripts/seed-history.ts), so
 * the operator's desk has numbers to show. A failure costs the demo its history, not the start.
 */
async function seedHistory() {
  const code = await new Promise((resolve) => {
    const child = spawn(BIN('tsx'), ['scripts/seed-history.ts'], {
      cwd: ROOT,
      env: { ...process.env, FIRESTORE_EMULATOR_HOST: HOSTS.firestore },
      stdio: 'inherit',
    });
    child.on('exit', resolve);
    child.on('error', () => resolve(1));
  });
  if (code !== 0) console.warn('The demo order history could not be seeded; the desk starts empty.');
}

/**
 * The emulator runs no schedules, so the `sweepHolds` function (every 10 minutes once deployed)
 * never fires here: this calls its emulator-only twin, `sweepHoldsNow`, instead. Every minute
 * rather than every 10, so a hold left by a lost webhook or a closed tab comes back to the shop
 * within a few minutes of its end while one tries things out; the sweep reads only the holds it
 * can release, so a run with nothing to do costs one query.
 */
async function sweepHolds() {
  try {
    const answer = await fetch(`http://${HOSTS.functions}/${PROJECT_ID}/us-central1/sweepHoldsNow`);
    if (!answer.ok) throw new Error(`it answered ${answer.status}`);
    const { released, paid, left } = await answer.json();
    if (released + paid + left > 0)
      console.log(`Hold sweep: ${released} released, ${paid} paid, ${left} left.`);
  } catch (error) {
    console.warn(`The hold sweep did not run (${error.message}); it runs again in a minute.`);
  }
  await rebuildCatalog();
  // The next run is timed from the end of this one, so a long run never overlaps the next.
  sweeping = setTimeout(sweepHolds, SWEEP_EVERY_MS);
}

/**
 * The catalog's snapshot (functions/src/catalog/catalog-snapshot.ts), rebuilt as the deployed
 * `rebuildCatalog` schedule does every minute, through its emulator-only twin: once after seeding
 * (the first snapshot, cut from the whole catalog), then with the hold sweep. Devices take the
 * build's snapshot while there is none.
 */
async function rebuildCatalog() {
  try {
    await rebuildCatalogNow();
  } catch (error) {
    console.warn(`The catalog snapshot was not rebuilt (${error.message}); it is tried again in a minute.`);
  }
}

/**
 * Starts the checkout function's processes before the first shopper comes. The Functions emulator
 * runs each invocation in a Node process of its own, started on demand (at most
 * FUNCTIONS_EMULATOR_PARALLEL at once, see lib/emulator-env.mjs), which loads the functions and
 * opens its Firestore connection on its first call: about 2 s each on 2 cores, which a burst of
 * checkouts right after the start would wait for. As many signed-in checkouts of a product that is
 * not sold, sent at once, start as many processes: each reads Firestore and is refused with 400,
 * writing nothing. A failure here only costs the first shoppers that time.
 */
async function warmCheckout(environment) {
  const processes = Number(environment.FUNCTIONS_EMULATOR_PARALLEL) || 4;
  try {
    const signIn = await signInWithPassword(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
    const { idToken } = await signIn.json();
    const body = JSON.stringify({
      products: [{ id: 987654321, variant: 'Off White', quantity: 1 }],
      billing: {
        firstname: 'Warm',
        lastname: 'Up',
        number: '+1 555 0100',
        email: 'warm-up@eshop.test',
        address: '1 Start Street',
        country: 'USA',
        zip: '',
        orderNotes: '',
      },
    });
    const answers = await Promise.all(
      Array.from({ length: processes }, (_, at) =>
        fetch(`http://${HOSTS.functions}/${PROJECT_ID}/us-central1/createCheckoutSession`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Authorization: `Bearer ${idToken}`,
            Origin: 'http://localhost:5000',
            'Idempotency-Key': `warm-up-${started}-${at}`,
          },
          body,
        }),
      ),
    );
    const unexpected = answers.find((answer) => answer.status !== 400);
    if (unexpected) throw new Error(`a warm-up checkout answered ${unexpected.status}`);
  } catch (error) {
    console.warn(`The checkout function was not warmed up (${error.message}); the first checkouts start it.`);
  }
}
