// Firestore through the functions' own firebase-admin (a dependency of functions/, not of the
// shop): for scripts and tests that call the functions' code directly. On the emulator when
// FIRESTORE_EMULATOR_HOST is set (the default host of the local suite otherwise, unless
// `production` is asked), else on the project of the environment's credentials.
import { createRequire } from 'node:module';

import type { rebuildSalesDays } from '../../functions/src/stats/rebuild';
import { HOSTS, PROJECT_ID } from './emulator-rest.mjs';

/** Typed by what the functions take. */
export type AdminFirestore = Parameters<typeof rebuildSalesDays>[0];

const functionsRequire = createRequire(new URL('../../functions/package.json', import.meta.url));

export function adminFirestore({ production = false } = {}): AdminFirestore {
  const app = functionsRequire('firebase-admin/app') as {
    getApps: () => unknown[];
    initializeApp: (options?: { projectId: string }) => unknown;
  };
  const { getFirestore } = functionsRequire('firebase-admin/firestore') as {
    getFirestore: (app: unknown) => AdminFirestore;
  };
  if (!production) process.env.FIRESTORE_EMULATOR_HOST ??= HOSTS.firestore;
  const projectId = process.env.GCLOUD_PROJECT ?? (production ? undefined : PROJECT_ID);
  return getFirestore(app.getApps()[0] ?? app.initializeApp(projectId ? { projectId } : undefined));
}
