import { readdirSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

/**
 * The lists the docs keep of things the code has: each is read from the code, and every item must
 * be in the doc that lists it. A new feature folder, function, rewrite, doc or setting without its
 * line fails here instead of leaving the next reader a map that stops short.
 */
const read = (file) => readFileSync(file, 'utf8');
const missingFrom = (text, names, write = (name) => name) =>
  names.filter((name) => !text.includes(write(name)));

/** A doc's section: from its heading to the next heading of the same or a higher level. */
function section(doc, heading) {
  const start = doc.indexOf(heading);
  if (start < 0) throw new Error(`No section "${heading}"`);
  const level = /^#+/.exec(heading)?.[0] ?? '';
  const rest = doc.slice(start + heading.length);
  const next = rest.search(new RegExp(`\\n#{1,${level.length}} `));
  return next < 0 ? rest : rest.slice(0, next);
}

const FEATURES = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const hosting = JSON.parse(read('firebase.json')).hosting;
/** Hosting's rewrites to functions: `/api/desk/**` → `desk`. */
const API_REWRITES = hosting.rewrites.filter((rewrite) => rewrite.function);

/** The functions as index.ts exports them, which are the functions deployed. */
const FUNCTIONS = [...read('functions/src/index.ts').matchAll(/^export const (\w+)\s*=/gm)].map(
  ([, name]) => name,
);

/** What the functions read from their environment (functions/src/config.ts). */
const config = read('functions/src/config.ts');
const FUNCTION_SETTINGS = [
  ...new Set([
    ...[...config.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map(([, name]) => name),
    ...[...config.matchAll(/defineSecret\('([A-Z0-9_]+)'\)/g)].map(([, name]) => name),
  ]),
  // Set by the Functions runtime and the emulator, never by the operator.
].filter((name) => !['FIREBASE_CONFIG', 'GCLOUD_PROJECT', 'FUNCTIONS_EMULATOR'].includes(name));

/** Every VITE_ variable the browser's code reads. */
function viteVariables(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .flatMap((entry) =>
      [...read(`${entry.parentPath}/${entry.name}`).matchAll(/\.(VITE_[A-Z0-9_]+)\b/g)].map(
        ([, name]) => name,
      ),
    );
}
const BROWSER_SETTINGS = [...new Set(viteVariables('src'))];

describe('the docs list what the code has', () => {
  it('every feature folder, in the README layout and in the architecture’s list of features', () => {
    expect(FEATURES.length).toBeGreaterThan(20);
    expect(missingFrom(section(read('README.md'), '## Layout'), FEATURES, (name) => `  ${name}/ `)).toEqual(
      [],
    );
    const features = section(read('docs/architecture.md'), '## Layout and import rules');
    expect(missingFrom(features, FEATURES, (name) => `\`${name}\``)).toEqual([]);
  });

  it('every function, in functions/README.md', () => {
    expect(FUNCTIONS).toContain('createCheckoutSession');
    expect(missingFrom(read('functions/README.md'), FUNCTIONS, (name) => `\`${name}\``)).toEqual([]);
  });

  it('every rewrite to a function, in the runtime picture and in functions/README.md', () => {
    expect(API_REWRITES.length).toBeGreaterThan(4);
    const sources = API_REWRITES.map((rewrite) => rewrite.source.replace(/\/\*\*$/, ''));
    const picture = section(read('docs/architecture.md'), '## Runtime picture');
    expect(missingFrom(picture, sources, (source) => `\`${source}`)).toEqual([]);
    expect(missingFrom(read('functions/README.md'), sources, (source) => `\`${source}`)).toEqual([]);
  });

  it('every doc, from the README', () => {
    const docs = readdirSync('docs').filter((file) => file.endsWith('.md'));
    expect(docs).toContain('architecture.md');
    const listed = section(read('README.md'), '## Documentation');
    expect(missingFrom(listed, docs, (file) => `\`docs/${file}\``)).toEqual([]);
  });

  it('every setting the functions and the browser read, in .env.example and docs/deploy.md', () => {
    expect(FUNCTION_SETTINGS).toContain('CHECKOUT_TRUSTED_PROXIES');
    expect(BROWSER_SETTINGS).toContain('VITE_FIREBASE_API_KEY');
    const settings = [...FUNCTION_SETTINGS, ...BROWSER_SETTINGS];
    expect(missingFrom(read('.env.example'), settings)).toEqual([]);
    expect(missingFrom(section(read('docs/deploy.md'), '## Every setting'), settings)).toEqual([]);
  });
});
