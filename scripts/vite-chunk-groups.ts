// How the client bundle is cut into chunks (output.codeSplitting.groups in vite.config.ts), stated
// by folder and by the import graph, never by file names: a file renamed or moved inside its folder
// stays in its chunk.
//
// | chunk        | what it holds                                                                 |
// |--------------|-------------------------------------------------------------------------------|
// | app          | everything the entry (src/main.tsx) imports statically                        |
// | live-session | src/app/live-session.tsx and what it reaches in the folders of the features it |
// |              | keeps in step (SESSION_FOLDERS), with the shared modules (lib/, domain/,       |
// |              | components/, hooks/) that only those and pages opened later (LATER_FEATURES)  |
// |              | import                                                                        |
// | wishlist     | the wishlist's and the notices' folders (not their index.ts or api/), the tab  |
// |              | channel and system notifications, and what they import                        |
//
// Everything else is left to the bundler: a lazy page's chunk, Firebase's, a module that only one
// lazy part uses (it goes into that part's chunk).

/** The bundler's view of one module: who imports it, what it imports. */
export interface ModuleLinks {
  importers: readonly string[];
  importedIds: readonly string[];
  dynamicImporters: readonly string[];
}

/** The chunking context the bundler hands a group's `name` function. */
export interface ChunkingGraph {
  getModuleInfo(id: string): ModuleLinks | null;
}

/**
 * The folders of the features the live session keeps in step (the signed-in account, the cart, the
 * profile): their storage and sync, hooks, pure rules and the writes the session flushes. What of
 * them the first page draws is in the app chunk already; the rest is the session's, shared with
 * pages opened later (the cart, checkout, the dashboard), which load the session anyway.
 */
const SESSION_FOLDERS = /\/src\/features\/(auth|cart|profile)\/(api|hooks|local-db|logic)\//;

/** Code shared across features: it joins the session only when no part of a first page imports it. */
const SHARED_FOLDERS = /\/src\/(lib|domain|components|hooks)\//;

/**
 * Features drawn only on pages that are never prerendered and whose chunks import the session's
 * already (checkout, the account's dashboard): a module shared with them may join the session. Any
 * feature not named here counts as drawn on a first page, so a shared module it imports stays out.
 */
const LATER_FEATURES = /\/src\/features\/(account|checkout)\//;

/**
 * The modules of the live-session chunk. Only modules the session (the module `session`) reaches
 * by static imports, through features' index.ts files, are candidates, so a login or
 * password-reset hook that pulls Firebase Auth in never joins. A shared module that a part of a
 * first page also imports stays out: the footer, say, would otherwise wait for the session and
 * Firebase as the page hydrates; so does one loaded with `import()` from outside the session
 * (Firebase Auth's client, loaded on first use). A module only the session uses needs no rule: the
 * bundler puts it in the session's own chunk.
 */
export function liveSessionModules(graph: ChunkingGraph, session: string): Set<string> {
  const members = new Set<string>();
  if (graph.getModuleInfo(session) === null) return members;

  const reached = new Set<string>();
  const pending = [session];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id) || id.includes('/node_modules/')) continue;
    reached.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }

  const loadedElsewhere = (id: string) =>
    (graph.getModuleInfo(id)?.dynamicImporters ?? []).some((importer) => !reached.has(importer));
  // Drawn only on later pages: a module of a later feature, or a shared one (the domain's billing,
  // say) that only such modules import, however many shared modules lie between.
  const laterOnly = new Map<string, boolean>();
  const isLaterOnly = (id: string): boolean => {
    if (LATER_FEATURES.test(id)) return true;
    if (!SHARED_FOLDERS.test(id)) return false;
    const known = laterOnly.get(id);
    if (known !== undefined) return known;
    laterOnly.set(id, false); // an import cycle counts as drawn on a first page
    const importers = graph.getModuleInfo(id)?.importers ?? [];
    const only = importers.length > 0 && importers.every(isLaterOnly);
    laterOnly.set(id, only);
    return only;
  };
  members.add(session);
  for (const id of reached) if (SESSION_FOLDERS.test(id)) members.add(id);
  // A shared module whose importers are all members or later pages' joins too; each that joins may
  // let another in.
  let grown = true;
  while (grown) {
    grown = false;
    for (const id of reached) {
      if (members.has(id) || !SHARED_FOLDERS.test(id) || loadedElsewhere(id)) continue;
      const importers = graph.getModuleInfo(id)?.importers ?? [];
      const later = (importer: string) => members.has(importer) || isLaterOnly(importer);
      if (importers.some((importer) => members.has(importer)) && importers.every(later)) {
        members.add(id);
        grown = true;
      }
    }
  }
  return members;
}

/**
 * The live-session group's `name`: 'live-session' for the session's modules, else null (the module
 * is left to the next group). The set is worked out once per chunking pass.
 */
export function liveSessionChunk(session: string) {
  const passes = new WeakMap<ChunkingGraph, Set<string>>();
  return (id: string, graph: ChunkingGraph): string | null => {
    let members = passes.get(graph);
    if (!members) passes.set(graph, (members = liveSessionModules(graph, session)));
    return members.has(id) ? 'live-session' : null;
  };
}
