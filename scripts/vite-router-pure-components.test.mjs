import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';

import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';

import { routerPureComponents, withPureComponents } from './vite-router-pure-components';

/** The bundle a module taking only `useHref` from React Router makes, with the given plugins. */
async function bundleOfUseHref(plugins) {
  const bundle = await rolldown({
    input: 'entry',
    // React Router's "use client", meaningless in a browser bundle.
    onLog: (level, log, handler) => (log.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : handler(level, log)),
    external: ['react', 'react-dom', 'cookie', 'set-cookie-parser'],
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === 'entry' ? id : null),
        load: (id) => (id === 'entry' ? "export { useHref } from 'react-router';" : null),
      },
      ...plugins,
    ],
  });
  const { output } = await bundle.generate({ format: 'esm' });
  await bundle.close();
  return output.map((chunk) => chunk.code ?? '').join('\n');
}

describe("React Router's components made pure", () => {
  it('leave its Link and Form out of a bundle that does not use them', async () => {
    const plain = await bundleOfUseHref([]);
    // React Router's Link marks what it draws for its framework mode's route discovery.
    expect(plain).toContain('data-discover');
    const pure = await bundleOfUseHref([routerPureComponents()]);
    expect(pure).not.toContain('data-discover');
    expect(pure).not.toContain('fetcher.Form');
    expect(pure.length).toBeLessThan(plain.length * 0.9);
    // What was asked for is still there.
    expect(pure).toMatch(/export \{[^}]*useHref/);
  }, 60_000);

  it('changes no line but those that make or name a component, so the source map holds', () => {
    // The module of React Router's build that makes its Link.
    const folder = dirname(createRequire(import.meta.url).resolve('react-router'));
    const source = readdirSync(folder)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => readFileSync(join(folder, file), 'utf8'))
      .find((code) => code.includes('Link.displayName = "Link";'));
    if (!source) throw new Error(`No module in ${folder} names React Router's Link`);
    const lines = source.split('\n');
    const changed = withPureComponents(source).split('\n');
    expect(changed).toHaveLength(lines.length);
    const differing = lines.filter((line, at) => line !== changed[at]);
    expect(differing.length).toBeGreaterThan(10);
    for (const line of differing)
      expect(line).toMatch(/\.displayName = |React\d*\.(forwardRef|createContext|memo)\(/);
  });
});
