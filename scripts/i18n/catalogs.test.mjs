import { readdirSync, readFileSync } from 'node:fs';

import linguiApi from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { beforeAll, describe, expect, it } from 'vitest';

const config = getConfig({ skipValidation: true });
const po = formatter({ lineNumbers: false });
const translated = config.locales.filter((locale) => locale !== config.sourceLocale);

/** The names a compiled message fills in: `{name}`, and the `count` of `{count, plural, …}`. */
const placeholders = (compiled) =>
  Array.isArray(compiled)
    ? compiled.flatMap((part) =>
        Array.isArray(part)
          ? [part[0], ...Object.values(part[2] ?? {}).flatMap(placeholders)]
          : placeholders(part),
      )
    : [];

/** The placeholders and inline tags (`<0>…</0>`) of an ICU message, compiled (so it must parse). */
const slots = (message) =>
  [
    ...new Set([
      ...placeholders(compileMessage(message)).map((name) => `{${name}}`),
      ...[...message.matchAll(/<\/?(\d+)\/?>/g)].map(([tag]) => tag),
    ]),
  ].sort();

const catalogs = {};
let extracted;

beforeAll(async () => {
  for (const locale of translated) {
    const filename = `src/locales/${locale}.po`;
    catalogs[locale] = Object.values(
      await po.parse(readFileSync(filename, 'utf8'), { locale, sourceLocale: 'en', filename }),
    ).filter((entry) => !entry.obsolete);
  }
  extracted = new Set();
  const files = readdirSync('src', { recursive: true })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\./.test(file))
    .map((file) => `src/${file}`);
  for (const file of files) {
    await linguiApi.extractor.extract(
      file,
      readFileSync(file, 'utf8'),
      (message) => extracted.add(message.message ?? message.id),
      { linguiConfig: config },
    );
  }
}, 120_000);

describe.each(translated)('the %s catalog', (locale) => {
  it('has every message the code shows, and no other', () => {
    const messages = new Set(catalogs[locale].map((entry) => entry.message));
    expect([...extracted].filter((message) => !messages.has(message))).toEqual([]);
    expect([...messages].filter((message) => !extracted.has(message))).toEqual([]);
  });

  it('translates every message', () => {
    const missing = catalogs[locale]
      .filter((entry) => !entry.translation?.trim())
      .map((entry) => entry.message);
    expect(missing).toEqual([]);
  });

  it('keeps each message’s placeholders and tags, in valid ICU', () => {
    const broken = catalogs[locale]
      .filter((entry) => entry.translation?.trim())
      .filter((entry) => {
        try {
          return slots(entry.translation).join(' ') !== slots(entry.message).join(' ');
        } catch {
          return true;
        }
      })
      .map((entry) => `${entry.message} → ${entry.translation}`);
    expect(broken).toEqual([]);
  });
});
