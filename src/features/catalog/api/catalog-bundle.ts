import snapshot from 'virtual:catalog-snapshot';

import type { CatalogBundle } from '../local-db/catalog-sync';

/**
 * The catalog snapshot the build cut from the seeded catalog (vite.config.ts, catalogSnapshot):
 * hashed static files that Hosting serves compressed and the browser caches for good. The
 * catalog's keeper downloads them off the page's thread (local-db/catalog-keeper-core.ts). It
 * stands in when the server's snapshot cannot be had.
 */
export const builtBundle: CatalogBundle = { watermark: snapshot.watermark, chunks: snapshot.chunks };

/**
 * The server's snapshot, kept current by the `rebuildCatalog` function and served through Hosting
 * (functions/src/catalog/catalog-snapshot.ts): a manifest the CDN keeps a minute, naming files it
 * keeps for good.
 */
export const MANIFEST_PATH = '/catalog/manifest.json';

/** How long the manifest is waited for before the build's snapshot is taken instead. */
const MANIFEST_WAIT_MS = 5000;

const isUrlList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A manifest's bundle, its files' addresses resolved against `base`; undefined for anything else. */
export function bundleOfManifest(value: unknown, base: string): CatalogBundle | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { watermark, baseWatermark, base: files, changes } = value as Record<string, unknown>;
  if (typeof watermark !== 'number' || typeof baseWatermark !== 'number') return undefined;
  if (!isUrlList(files) || !isUrlList(changes)) return undefined;
  const resolve = (path: string) => new URL(path, base).href;
  return { watermark, baseWatermark, chunks: files.map(resolve), changes: changes.map(resolve) };
}

/**
 * The newer of the server's snapshot and the build's (the build's when they are as new: its files
 * may be in the precache already). The server's is empty before its first rebuild, missing on the
 * dev server, or late when its manifest does not come in MANIFEST_WAIT_MS: then the build's is
 * taken, and Firestore brings what changed since.
 */
export async function currentBundle(base = location.href): Promise<CatalogBundle> {
  try {
    const response = await fetch(new URL(MANIFEST_PATH, base), {
      signal: AbortSignal.timeout(MANIFEST_WAIT_MS),
    });
    const manifest = response.ok ? bundleOfManifest(await response.json(), base) : undefined;
    return manifest && manifest.watermark > builtBundle.watermark ? manifest : builtBundle;
  } catch {
    return builtBundle;
  }
}
