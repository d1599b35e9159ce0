// `npm run deploy -- --project <id> [--dry-run]`: deploys everything the shop is made of, together:
// Firestore's rules and indexes (with the TTL policies of firestore.indexes.json), the functions
// and the site. One part deployed without the others is how a new query meets production without
// its index, or new rules miss the functions that need them. With --dry-run, Firebase checks and
// builds it all and changes nothing. It reads no key: the Stripe keys are the functions' secrets
// (docs/deploy.md, step 7), set once from a prompt. See docs/deploy.md.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { BIN, ROOT } from '../lib/run.mjs';
import { trackedSecrets } from './secret-files.mjs';

/** What `firebase deploy` deploys here: rules and indexes, functions, hosting. */
export const TARGETS = 'firestore,functions,hosting';

/** The project id's shape (Firebase's: 6 to 30 lowercase letters, digits and dashes). */
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

/** Firebase CLI arguments for this script's arguments, or an Error saying what is wrong with them. */
export function deployArgs(argv) {
  const known = new Set(['--project', '--dry-run']);
  const unknown = argv.filter(
    (arg, at) => arg.startsWith('--') && !known.has(arg) && argv[at - 1] !== '--project',
  );
  if (unknown.length > 0) return new Error(`Unknown option ${unknown.join(', ')}.`);
  const project = argv[argv.indexOf('--project') + 1];
  if (!argv.includes('--project') || !project || !PROJECT_ID.test(project))
    return new Error('Name the project: npm run deploy -- --project <project id> [--dry-run]');
  return [
    'deploy',
    '--only',
    TARGETS,
    '--project',
    project,
    ...(argv.includes('--dry-run') ? ['--dry-run'] : []),
  ];
}

async function main() {
  const args = deployArgs(process.argv.slice(2));
  if (args instanceof Error) {
    console.error(args.message);
    process.exit(2);
  }
  const tracked = trackedSecrets();
  if (tracked.length > 0) {
    console.error(
      `Refusing to deploy: git tracks ${tracked.join(', ')}, which hold secrets. Remove them from the ` +
        'repository (git rm --cached) and change the keys they held.',
    );
    process.exit(1);
  }
  if (!existsSync(join(ROOT, '.env.production'))) {
    console.error("No .env.production: write the web app's settings first (docs/deploy.md, step 2).");
    process.exit(1);
  }
  console.log(`firebase ${args.join(' ')}`);
  const child = spawn(BIN('firebase'), args, { cwd: ROOT, stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 1));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
