import { describe, expect, it } from 'vitest';

import { liveSessionChunk, liveSessionModules } from './vite-chunk-groups';

const SESSION = '/p/src/app/live-session.tsx';

/** A module graph as the bundler's chunking context shows it, from `id → static imports`. */
function graphOf(imports, dynamicImports = {}) {
  const ids = new Set([...Object.keys(imports), ...Object.values(imports).flat()]);
  const infos = new Map(
    [...ids].map((id) => [id, { importers: [], importedIds: imports[id] ?? [], dynamicImporters: [] }]),
  );
  for (const [id, imported] of Object.entries(imports))
    for (const target of imported) infos.get(target).importers.push(id);
  for (const [id, imported] of Object.entries(dynamicImports))
    for (const target of imported) infos.get(target).dynamicImporters.push(id);
  return { getModuleInfo: (id) => infos.get(id) ?? null };
}

const graph = graphOf(
  {
    [SESSION]: [
      '/p/src/features/cart/index.ts',
      '/p/src/features/auth/index.ts',
      '/p/src/components/mount-in-sequence.tsx',
    ],
    '/p/src/features/cart/index.ts': [
      '/p/src/features/cart/hooks/use-cart-sync.ts',
      '/p/src/features/cart/components/cart-view.tsx',
    ],
    '/p/src/features/cart/hooks/use-cart-sync.ts': [
      '/p/src/features/cart/local-db/cart-sync.ts',
      '/p/node_modules/idb/index.js',
    ],
    '/p/src/features/cart/local-db/cart-sync.ts': [
      '/p/src/lib/network-failure.ts',
      '/p/src/lib/validation.ts',
      '/p/src/lib/contact-details.ts',
      '/p/src/lib/firebase-auth.ts',
    ],
    '/p/src/features/cart/components/cart-view.tsx': ['/p/src/components/text-field.tsx'],
    '/p/src/features/auth/index.ts': ['/p/src/features/auth/hooks/use-auth-session.ts'],
    '/p/src/features/auth/forms.ts': ['/p/src/features/auth/hooks/use-reset-code.ts'],
    '/p/src/features/footer/logic/newsletter.ts': ['/p/src/lib/validation.ts'],
    '/p/src/features/checkout/logic/billing.ts': ['/p/src/lib/contact-details.ts'],
    '/p/src/features/contact/logic/contact-form.ts': ['/p/src/components/text-field.tsx'],
    '/p/node_modules/idb/index.js': ['/p/node_modules/idb/wrap.js'],
  },
  { '/p/src/app/routes/login.tsx': ['/p/src/lib/firebase-auth.ts'] },
);

describe('liveSessionModules', () => {
  const members = liveSessionModules(graph, SESSION);
  /** Which of `ids` are in the live-session chunk. */
  const taken = (ids) => ids.filter((id) => members.has(id));

  it('takes the session and what it reaches in the folders of the features it keeps in step', () => {
    const ids = [
      SESSION,
      '/p/src/features/cart/hooks/use-cart-sync.ts',
      '/p/src/features/cart/local-db/cart-sync.ts',
      '/p/src/features/auth/hooks/use-auth-session.ts',
    ];
    expect(taken(ids)).toEqual(ids);
  });

  it('leaves what the session does not reach, a page’s components and the packages', () => {
    expect(
      taken([
        '/p/src/features/auth/hooks/use-reset-code.ts',
        '/p/src/features/cart/components/cart-view.tsx',
        '/p/src/features/cart/index.ts',
        '/p/node_modules/idb/index.js',
      ]),
    ).toEqual([]);
  });

  it('takes a shared module that only the session, or pages that load it anyway, import', () => {
    const ids = [
      '/p/src/components/mount-in-sequence.tsx',
      '/p/src/lib/network-failure.ts',
      '/p/src/lib/contact-details.ts',
    ];
    expect(taken(ids)).toEqual(ids);
  });

  it('leaves a shared module a first page imports, or one loaded with import() from elsewhere', () => {
    expect(
      taken(['/p/src/lib/validation.ts', '/p/src/components/text-field.tsx', '/p/src/lib/firebase-auth.ts']),
    ).toEqual([]);
  });

  it('is empty when the bundle has no session (the prerender’s server build)', () => {
    expect(liveSessionModules(graphOf({ '/p/src/main.tsx': [] }), SESSION).size).toBe(0);
  });
});

describe('liveSessionChunk', () => {
  it('names the session’s modules and leaves the others to the next group', () => {
    const name = liveSessionChunk(SESSION);
    expect(name('/p/src/features/cart/local-db/cart-sync.ts', graph)).toBe('live-session');
    expect(name('/p/src/lib/validation.ts', graph)).toBeNull();
    expect(name('/p/node_modules/idb/index.js', graph)).toBeNull();
  });
});
