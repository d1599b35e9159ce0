// Vite plugin: cuts the catalog's card fields into hashed static files at build time (the compact
// layout, src/domain/snapshot-files.ts) and exposes their URLs and watermark as
// `virtual:catalog-snapshot` (see docs/catalog-sync.md).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import type { Plugin } from 'vite';

import { isCardRecord } from '../src/features/catalog/logic/card-record.ts';
import { snapshotFileTexts } from '../src/domain/snapshot-files.ts';
import type { Product } from '../src/features/catalog/types.ts';

const ID = 'virtual:catalog-snapshot';
const RESOLVED = `\0${ID}`;

/**
 * `source` is the catalog file the snapshot is cut from: by default the one `npm run seed` loads.
 * The dev server gets no snapshot and reads Firestore as before.
 */
export function catalogSnapshot(source = 'catalog/products.json'): Plugin {
  let build = false;
  return {
    name: 'eshop-catalog-snapshot',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (!build) return 'export default { watermark: 0, chunks: [] };';
      const file = resolve(source);
      this.addWatchFile(file);
      const products = JSON.parse(readFileSync(file, 'utf8')) as unknown[];
      const bad = products.find((product) => !isCardRecord(product));
      if (bad) this.error(`${source}: ${JSON.stringify(bad).slice(0, 80)} lacks a product card field`);
      const { watermark, files } = snapshotFileTexts(products as Product[]);
      const urls = files.map((source, index) => {
        const ref = this.emitFile({ type: 'asset', name: `catalog-${index}.json`, source });
        return `import.meta.ROLLUP_FILE_URL_${ref}`;
      });
      return `export default { watermark: ${watermark}, chunks: [${urls.join(', ')}] };`;
    },
  };
}
