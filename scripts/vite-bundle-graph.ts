// The client bundle's chunk graph, as the build plugins see it in generateBundle and writeBundle.
import type { Rollup } from 'vite';

/** The bundle's chunks (not its assets). */
export const chunksOf = (bundle: Rollup.OutputBundle): Rollup.OutputChunk[] =>
  Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');

/**
 * The files of `roots` and of every chunk they import statically, depth first from each root in
 * turn: what the browser loads with them, not what they ask for later with `import()`.
 */
export function staticImports(bundle: Rollup.OutputBundle, roots: readonly string[]): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk' || files.has(file)) return;
    files.add(file);
    chunk.imports.forEach(visit);
  };
  roots.forEach(visit);
  return files;
}
