import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

/**
 * The code and its docs say why things are as they are today; what was tried and measured before
 * is in docs/decisions.md. A tag pointing at the tracker (which is not in the repository) tells a
 * reader nothing they can open.
 */
const TRACKER_TAG = new RegExp(['\\bissue', '\\s+#?\\d+'].join(''), 'i');
const PLACES = ['src', 'functions/src', 'scripts', 'tests', 'docs', 'README.md', 'functions/README.md'];

describe('the house speaks in the present tense', () => {
  it('has no tracker tags in code, tests or docs', () => {
    const files = execFileSync('git', ['ls-files', '--', ...PLACES], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(?:[cm]?[jt]sx?|md)$/.test(file) && existsSync(file));
    expect(files.length).toBeGreaterThan(100);
    const tagged = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, at) => (TRACKER_TAG.test(line) ? [`${file}:${at + 1}: ${line.trim()}`] : [])),
    );
    expect(tagged).toEqual([]);
  });
});
