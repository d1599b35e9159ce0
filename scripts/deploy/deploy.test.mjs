import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { deployArgs, TARGETS } from './deploy.mjs';
import { looksSecret, notIgnored, SECRET_FILES, trackedSecrets } from './secret-files.mjs';

const guide = readFileSync(new URL('../../docs/deploy.md', import.meta.url), 'utf8');

describe('npm run deploy', () => {
  it('deploys the rules, the indexes, the functions and the site together, or checks them with --dry-run', () => {
    expect(deployArgs(['--project', 'my-shop-1234'])).toEqual([
      'deploy',
      '--only',
      'firestore,functions,hosting',
      '--project',
      'my-shop-1234',
    ]);
    expect(deployArgs(['--dry-run', '--project', 'my-shop-1234'])).toContain('--dry-run');
    expect(TARGETS.split(',')).toEqual(expect.arrayContaining(['firestore', 'functions', 'hosting']));
  });

  it('refuses to guess the project, or an option it does not know', () => {
    expect(deployArgs([])).toBeInstanceOf(Error);
    expect(deployArgs(['--project'])).toBeInstanceOf(Error);
    expect(deployArgs(['--project', 'My Shop'])).toBeInstanceOf(Error);
    expect(deployArgs(['--project', 'my-shop-1234', '--only', 'hosting'])).toBeInstanceOf(Error);
  });

  it('is the one deploy command of the guide', () => {
    expect(guide).toContain('npm run deploy -- --project "$PROJECT" --dry-run');
    expect(guide).toContain('npm run deploy -- --project "$PROJECT"');
    expect(guide).not.toMatch(/firebase deploy --only (functions|hosting)/);
  });
});

describe('files that hold secrets', () => {
  it('are each ignored by git, as the guide names them', () => {
    expect(notIgnored(SECRET_FILES)).toEqual([]);
    // Every such path the guide names is among them.
    const named = [
      ...guide.matchAll(
        /(?<![\w/.-])((?:functions\/)?\.env[\w.$-]*|\.\/?service-account[\w.-]*\.json|functions\/\.secret\.local)/g,
      ),
    ]
      .map(([, path = '']) => path.replace(/^\.\//, '').replace('$PROJECT', 'my-shop-1234'))
      .filter((path) => path !== '.env.example');
    expect(named.length).toBeGreaterThan(2);
    expect(notIgnored(named)).toEqual([]);
  });

  it('are not in the repository', () => {
    expect(trackedSecrets()).toEqual([]);
    expect(
      ['.env.production', 'service-account.json', 'functions/.env.shop', 'a/prod-service-account.json'].every(
        looksSecret,
      ),
    ).toBe(true);
    expect(['.env.example', '.env.emulator', 'src/env.ts'].some(looksSecret)).toBe(false);
  });

  it('are never keys on a command line or echoed in the guide', () => {
    expect(guide).not.toMatch(/sk_(live|test)_\w|rk_live_\w|whsec_\w/);
    expect(guide).not.toMatch(/-u\s+"\$STRIPE|echo\s+"?\$STRIPE|export STRIPE_SECRET_KEY=/);
  });
});
