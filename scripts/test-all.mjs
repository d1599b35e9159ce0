// `npm test`: every check, cheapest first. Typecheck, lint and unit tests need nothing running;
// the data-layer, rules and end-to-end tests share one start of the emulators with the built app.
import { BIN, run } from './lib/run.mjs';

const steps = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['unit tests', BIN('vitest'), ['run']],
  [
    'emulator tests (data layer, rules, end-to-end)',
    'node',
    [
      'scripts/with-emulators.mjs',
      '--build',
      '--',
      `${BIN('vitest')} run --config vitest.emulator.config.ts && ${BIN('playwright')} test`,
    ],
  ],
];

for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  try {
    await run(command, args);
  } catch (error) {
    console.error(`\n✖ ${name} failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
