// The words a page drawn in another language needs before it is live: the translations of the
// messages in the chunks it loads first (the entry, the route and what they import statically),
// a few kB where the language's whole catalog is about 20. The page hydrates with them; the whole
// catalog follows once the page is live, before any later chunk draws (src/lib/i18n/i18n.ts).
// See docs/architecture.md, "Languages".
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { Rollup } from 'vite';

import { chunksOf } from './vite-bundle-graph.ts';
import { messageIdsOf } from './vite-lingui-macro.ts';

type Messages = Record<string, unknown>;

/** The words of the pages a build draws, each file written once into `outDir`. */
export function pageWords(bundle: Rollup.OutputBundle, outDir: string) {
  const catalogs = new Map<string, Promise<Messages>>();
  const written = new Set<string>();

  /** The language's compiled catalog, as the build wrote it (`assets/bn-<hash>.js`). */
  const catalog = (locale: string) => {
    let messages = catalogs.get(locale);
    if (!messages) {
      const chunk = chunksOf(bundle).find((item) =>
        item.facadeModuleId?.endsWith(`/src/locales/${locale}.po`),
      );
      if (!chunk) throw new Error(`No chunk for src/locales/${locale}.po`);
      const url = pathToFileURL(resolve(outDir, chunk.fileName)).href;
      messages = (import(url) as Promise<{ messages: Messages }>).then((module) => module.messages);
      catalogs.set(locale, messages);
    }
    return messages;
  };

  /**
   * The file (`assets/words-bn-<hash>.js`) holding `locale`'s translations of every message in
   * the chunks `files`; pages that load the same chunks share it.
   */
  return async (locale: string, files: Iterable<string>): Promise<string> => {
    const ids = new Set<string>();
    for (const file of files) {
      const chunk = bundle[file];
      if (chunk?.type !== 'chunk') continue;
      for (const module of chunk.moduleIds)
        for (const id of messageIdsOf(module.split('?')[0] ?? '')) ids.add(id);
    }
    const messages = await catalog(locale);
    const words = Object.fromEntries(
      [...ids]
        .filter((id) => id in messages)
        .sort()
        .map((id) => [id, messages[id]]),
    );
    const code = `export const messages=JSON.parse(${JSON.stringify(JSON.stringify(words))});\n`;
    const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
    const fileName = `assets/words-${locale}-${hash}.js`;
    if (!written.has(fileName)) {
      writeFileSync(resolve(outDir, fileName), code);
      written.add(fileName);
    }
    return fileName;
  };
}
