// The files that hold a project's secrets or keys, as docs/deploy.md names them: git ignores every
// one (.gitignore), and `npm run deploy` refuses to run while one is tracked.
import { execFileSync } from 'node:child_process';

import { ROOT } from '../lib/run.mjs';

/**
 * Paths docs/deploy.md names that hold secrets (a sample project id stands for `$PROJECT`): the
 * web app's production settings, a service account's key, the functions' settings per project and
 * the emulator's stand-in secrets.
 */
export const SECRET_FILES = [
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
  'service-account.json',
  'functions/.env.my-shop-1234',
  'functions/.secret.local',
];

/** Which of `paths` git would not ignore (each checked with `git check-ignore`). */
export function notIgnored(paths, cwd = ROOT) {
  return paths.filter((path) => {
    try {
      execFileSync('git', ['check-ignore', '--quiet', '--no-index', path], { cwd, stdio: 'ignore' });
      return false;
    } catch {
      return true;
    }
  });
}

/**
 * The committed settings files that hold no secret: the template of every setting, and the
 * emulators' build settings (a `demo-` project, which never reaches Google).
 */
const COMMITTED_SETTINGS = new Set(['.env.example', '.env.emulator']);

/** Whether `file` (a path in the repository) looks like one that holds secrets. */
export const looksSecret = (file) =>
  /(^|\/)\.env(\.[\w.-]+)?$|(^|\/)(service-account[\w.-]*|[\w.-]*-service-account)\.json$|(^|\/)\.secret\.local$/.test(
    file,
  ) && !COMMITTED_SETTINGS.has(file);

/** The files git tracks that look like they hold secrets (one committed by hand, despite .gitignore). */
export function trackedSecrets(cwd = ROOT) {
  return execFileSync('git', ['ls-files', '-z'], { cwd, encoding: 'utf8' }).split('\0').filter(looksSecret);
}
