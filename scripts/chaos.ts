// `npm run chaos`: the fault-injection suite for stock, payments and the cart, against the
// emulators and the Stripe stand-in (started by scripts/with-emulators.mjs). Prints each
// scenario's figures and any broken invariant; exits 1 if any was broken.
//
// Usage: npm run chaos [-- --quick]   (--quick: smaller sizes and a 5 s delay, as npm test runs them)
import { accountBurst } from './chaos/checkout-burst';
import { madeUpAddresses, wholeStockOfMany } from './chaos/hoarding';
import { holdAndCancelFlicker } from './chaos/notice-flicker';
import { twoRefundsOfOneLine } from './chaos/refund-race';
import { revokedAdmin } from './chaos/revoked-admin';
import { crashDuringBurst, disorderedWebhooks, raceForLastUnits, type Outcome } from './chaos/scenarios';

const quick = process.argv.includes('--quick');

const scenarios: (() => Promise<Outcome>)[] = [
  () => raceForLastUnits(990_101, 10, 3),
  () => disorderedWebhooks(990_102, quick ? 5 : 30),
  () => crashDuringBurst(990_103, quick ? 6 : 12),
  () => holdAndCancelFlicker(990_104, quick ? 3 : 8),
  () => twoRefundsOfOneLine(990_105, quick ? 2 : 5),
  () => wholeStockOfMany(990_500, quick ? 10 : 30),
  () => madeUpAddresses(990_106, quick ? 5 : 20),
  () => revokedAdmin(990_107, quick ? 10 : 40),
  // Last: it spends this address's checkout allowance (rate-limit.ts), which the others need.
  () => accountBurst(990_109, quick ? 30 : 100),
];

let failures = 0;
for (const scenario of scenarios) {
  const started = performance.now();
  const outcome = await scenario();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\n${outcome.broken.length === 0 ? '✔' : '✖'} ${outcome.name} (${seconds} s)`);
  console.table(outcome.figures);
  for (const broken of outcome.broken) console.error(`  broken: ${broken}`);
  if (outcome.broken.length > 0) failures += 1;
}
console.log(`\nchaos: ${scenarios.length - failures} passed, ${failures} failed`);
process.exit(failures > 0 ? 1 : 0);
