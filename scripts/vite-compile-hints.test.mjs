import { describe, expect, it } from 'vitest';

import { addCompileHint, chunksRunAtStart, COMPILE_HINT } from './vite-compile-hints';

/** An output chunk as the bundler hands it to generateBundle, with the fields the plugin reads. */
const chunk = (fileName, { imports = [], dynamicImports = [], isEntry = false, facade = null } = {}) => ({
  type: 'chunk',
  fileName,
  imports,
  dynamicImports,
  isEntry,
  facadeModuleId: facade,
  code: `export const name = ${JSON.stringify(fileName)};\n`,
  map: { version: 3, sources: ['src/x.ts'], names: [], mappings: 'AAAA;AACA' },
});

const bundleOf = (...items) => Object.fromEntries(items.map((item) => [item.fileName, item]));

describe('chunksRunAtStart', () => {
  const bundle = bundleOf(
    chunk('assets/index.js', { isEntry: true, imports: ['assets/app.js'], facade: '/p/src/main.tsx' }),
    chunk('assets/app.js', {
      imports: ['assets/runtime.js'],
      dynamicImports: ['assets/home.js', 'assets/desk.js'],
    }),
    chunk('assets/runtime.js'),
    chunk('assets/home.js', {
      imports: ['assets/app.js', 'assets/tabs.js'],
      facade: '/p/src/app/routes/home.tsx',
    }),
    chunk('assets/tabs.js'),
    chunk('assets/desk.js', { imports: ['assets/dashboard.js'], facade: '/p/src/app/routes/desk.tsx' }),
    chunk('assets/dashboard.js', { dynamicImports: ['assets/charts.js'] }),
    chunk('assets/charts.js', { facade: '/p/src/features/desk/charts.tsx' }),
    chunk('assets/live-session.js', {
      imports: ['assets/firebase.js'],
      facade: '/p/src/app/live-session.tsx',
    }),
    chunk('assets/firebase.js'),
    chunk('assets/routes-helper.js', { facade: '/p/src/app/routes/helpers/format.ts' }),
    { type: 'asset', fileName: 'assets/index.js.map', source: '{}' },
  );

  it('takes the entry, every route page, the live session and what they import statically', () => {
    expect([...chunksRunAtStart(bundle)].sort()).toEqual(
      [
        'assets/app.js',
        'assets/dashboard.js',
        'assets/desk.js',
        'assets/firebase.js',
        'assets/home.js',
        'assets/index.js',
        'assets/live-session.js',
        'assets/runtime.js',
        'assets/tabs.js',
      ].sort(),
    );
  });

  it('leaves out what is only loaded later and modules that merely sit under routes/', () => {
    const files = chunksRunAtStart(bundle);
    expect(files.has('assets/charts.js')).toBe(false);
    expect(files.has('assets/routes-helper.js')).toBe(false);
    expect(files.has('assets/index.js.map')).toBe(false);
  });
});

describe('addCompileHint', () => {
  it('opens the chunk with the hint and keeps its code after it', () => {
    const item = chunk('assets/app.js');
    const code = item.code;
    addCompileHint(item, bundleOf(item));
    expect(item.code).toBe(`${COMPILE_HINT}\n${code}`);
    expect(item.code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
  });

  it('moves the source map down one line, in the chunk and in its map file', () => {
    const item = chunk('assets/app.js');
    const mapFile = {
      type: 'asset',
      fileName: 'assets/app.js.map',
      source: JSON.stringify({
        version: 3,
        sources: ['src/x.ts'],
        names: [],
        mappings: 'AAAA;AACA',
        file: 'app.js',
      }),
    };
    addCompileHint(item, bundleOf(item, mapFile));
    // A source map's lines are separated by ';': the first generated line (the hint) maps to
    // nothing, and each line after maps as the same line did before.
    expect(item.map.mappings.split(';')).toEqual(['', 'AAAA', 'AACA']);
    const written = JSON.parse(mapFile.source);
    expect(written.mappings.split(';')).toEqual(['', 'AAAA', 'AACA']);
    expect(written.file).toBe('app.js');
  });

  it('adds the hint once however often it runs', () => {
    const item = chunk('assets/app.js');
    const bundle = bundleOf(item);
    addCompileHint(item, bundle);
    addCompileHint(item, bundle);
    expect(item.code.match(/allFunctionsCalledOnLoad/g)).toHaveLength(1);
    expect(item.map.mappings).toBe(';AAAA;AACA');
  });
});
