// Writes translations into the catalogs: `npm run i18n:import -- parts.json [more.json …]`, each
// file `{ "<English message as the catalog has it>": { "bn": "…", "hi": "…", "fr-CA": "…" } }`.
// A message the catalogs do not have (not extracted yet, or written differently) is listed, not
// added: run `npm run i18n:extract` first. Existing translations are replaced.
import { readFileSync, writeFileSync } from 'node:fs';

import { getConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

const config = getConfig({ skipValidation: true });
const po = formatter({ lineNumbers: false });
const ctx = { sourceLocale: config.sourceLocale };

const parts = process.argv.slice(2).map((file) => JSON.parse(readFileSync(file, 'utf8')));
const translations = Object.assign({}, ...parts);
const unused = new Set(Object.keys(translations));

for (const locale of config.locales.filter((locale) => locale !== config.sourceLocale)) {
  const file = `src/locales/${locale}.po`;
  const catalog = await po.parse(readFileSync(file, 'utf8'), { ...ctx, locale, filename: file });
  let written = 0;
  for (const entry of Object.values(catalog)) {
    const translated = translations[entry.message]?.[locale];
    if (typeof translated !== 'string' || !translated.trim()) continue;
    entry.translation = translated;
    unused.delete(entry.message);
    written += 1;
  }
  const existing = readFileSync(file, 'utf8');
  writeFileSync(file, await po.serialize(catalog, { ...ctx, locale, filename: file, existing }));
  console.log(`${locale}: ${written} translations written`);
}
for (const message of unused) console.log(`not in the catalogs: ${JSON.stringify(message)}`);
