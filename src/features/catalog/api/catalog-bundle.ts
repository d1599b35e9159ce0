import snapshot from 'virtual:catalog-snapshot';

import type { CatalogBundle } from '../local-db/catalog-sync';

/**
 * The catalog snapshot the build cut from the seeded catalog (vite.config.ts, catalogSnapshot):
 * hashed static files that Hosting serves compressed and the browser caches for good. The
 * catalog's keeper downloads them off the page's thread (local-db/catalog-keeper-core.ts).
 */
export const catalogBundle: CatalogBundle = { watermark: snapshot.watermark, chunks: snapshot.chunks };
