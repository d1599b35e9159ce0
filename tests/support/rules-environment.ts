import { readFileSync } from 'node:fs';

import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach } from 'vitest';

import { HOSTS, PROJECT_ID } from '../../scripts/lib/emulator-rest.mjs';

/** The Firestore a rules-test context hands out: the compat one, which the modular calls accept. */
export type RulesFirestore = ReturnType<RulesTestContext['firestore']>;

/** Writes made as the shop's server would, past the rules: the data a test starts from. */
export type Seeding = (db: RulesFirestore) => Promise<unknown>;

/**
 * The security-rules tests' shared setup: one test environment on the Firestore emulator with the
 * project's firestore.rules, emptied before every test and seeded by `seedEachTest`, with the
 * rules off. Call it at the top of a test file; it registers its own hooks.
 */
export function setUpRulesEnvironment(seedEachTest: Seeding) {
  let env: RulesTestEnvironment | undefined;
  const current = () => {
    if (!env) throw new Error('The rules environment starts in beforeAll: use it inside a test or hook.');
    return env;
  };

  beforeAll(async () => {
    const [host = '127.0.0.1', port = '8080'] = HOSTS.firestore.split(':');
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { rules: readFileSync('firestore.rules', 'utf8'), host, port: Number(port) },
    });
  });

  afterAll(() => env?.cleanup());

  /** More data for one describe block, written past the rules like the seed. */
  const seed = (write: Seeding) =>
    current().withSecurityRulesDisabled(async (context) => {
      await write(context.firestore());
    });

  beforeEach(async () => {
    await current().clearFirestore();
    await seed(seedEachTest);
  });

  return {
    seed,
    /** A signed-in user whose token carries the e-mail address the factories give it (and `claims`). */
    signedInAs: (uid: string, claims: TokenOptions = {}) =>
      current()
        .authenticatedContext(uid, { email: `${uid}@eshop.test`, ...claims })
        .firestore(),
    /** Someone not signed in. */
    visitor: () => current().unauthenticatedContext().firestore(),
  };
}
