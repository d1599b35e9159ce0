// `npm test`: every check, cheapest first. Typecheck, lint and unit tests need nothing running;
// the data-layer, rules and end-to-end tests share one start of the emulators with the built app.
// Typecheck and lint each keep one core busy, so they run side by side: ESLint (about 47 s on 2
// cores, most of it typed rules) on one, the typecheck, the import-cycle check and Prettier (about
// 15 s, 3 s and 8 s) on the other (`npm run lint` is the lint parts one after the other).
import { BIN, run } from './lib/run.mjs';

const steps = [
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
  {
    name: 'emulator tests (data layer, rules, end-to-end)',
    commands: [
      [
        'node',
        [
          'scripts/with-emulators.mjs',
          '--build',
          '--',
          `${BIN('vitest')} run --config vitest.emulator.config.ts && ${BIN('playwright')} test`,
        ],
      ],
    ],
  },
];

for (const { name, commands } of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const results = await Promise.allSettled(commands.map(([command, args]) => run(command, args)));
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length > 0) {
    for (const { reason } of failed)
      console.error(`\n✖ ${name} failed: ${reason instanceof Error ? reason.message : reason}`);
    process.exit(1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
