// Mutation testing only (vitest.mutation.config.ts): property tests run with one seed, so their
// names (which @fast-check/vitest ends with "(with seed=…)") are the same in Stryker's first run
// and in its runs of each mutant. With a new seed each run, Stryker found none of them again and
// counted every mutant only they reach as survived.
import { fc } from '@fast-check/vitest';

fc.configureGlobal({ seed: 20_261_127 });
