// Vite plugin: the scripts a page runs as it goes live open with V8's compile hint,
// `//# allFunctionsCalledOnLoad` (Chrome 136+). Chrome then compiles every function in them on a
// background thread as the file arrives, instead of each on the main thread the first time it is
// called, which is most of hydration's compiling (figures: docs/decisions.md). Browsers without
// it read a comment. The hint is for files whose functions mostly run as a page starts; a chunk a
// page asks for later (Embla's, the toaster, the footer's part) is compiled lazily, a function at
// a time. See docs/architecture.md.
import type { Plugin, Rollup } from 'vite';

import { chunksOf, staticImports } from './vite-bundle-graph.ts';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** A route's page (src/app/routes/*) and the live session start as soon as a page is on screen. */
const STARTS_AT_ONCE = /\/src\/app\/(routes\/[^/]+|live-session)\.tsx$/;

/**
 * The chunks a page runs as it goes live: the entry, each route's page, the live session, and the
 * chunks they import statically (not what they load later).
 */
export const chunksRunAtStart = (bundle: Rollup.OutputBundle): Set<string> =>
  staticImports(
    bundle,
    chunksOf(bundle)
      .filter((chunk) => chunk.isEntry || STARTS_AT_ONCE.test(chunk.facadeModuleId ?? ''))
      .map((chunk) => chunk.fileName),
  );

/**
 * `chunk` with the hint as its first line, and its source map (the chunk's and the map file's,
 * if `bundle` holds one) moved down a line to match. The hint must open the file: V8 reads it
 * before it meets the file's first function.
 */
export function addCompileHint(chunk: Rollup.OutputChunk, bundle: Rollup.OutputBundle): void {
  if (chunk.code.startsWith(COMPILE_HINT)) return;
  chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  const mapFile = bundle[`${chunk.fileName}.map`];
  if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
    const map = JSON.parse(mapFile.source) as { mappings: string };
    mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
  }
}

export function compileHints(): Plugin {
  return {
    name: 'eshop-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // Last: Vite puts the preload helper's list of files at the top of a chunk before this.
      order: 'post',
      handler(_options, bundle) {
        for (const file of chunksRunAtStart(bundle)) {
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') addCompileHint(chunk, bundle);
        }
      },
    },
  };
}
