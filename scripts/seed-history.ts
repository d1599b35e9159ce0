// `npm start` runs this after seeding the catalog: writes ninety days of demo orders
// (scripts/lib/demo-history.ts, each marked demo: true, owned by no account) into the running
// emulators, then makes the desk's per-day totals from every order (functions/src/stats/
// rebuild.ts), as the functions would have kept them. Each start replaces the last start's.
import { readFileSync } from 'node:fs';

import { rebuildSalesDays } from '../functions/src/stats/rebuild';
import { adminFirestore } from './lib/admin-firestore';
import { demoOrders, type DemoProduct } from './lib/demo-history';

const products = JSON.parse(
  readFileSync(new URL('../catalog/products.json', import.meta.url), 'utf8'),
) as DemoProduct[];
const db = adminFirestore();
const orders = demoOrders(products, Date.now());
const writer = db.bulkWriter();
for (const { id, data } of orders) void writer.set(db.collection('Orders').doc(id), data);
await writer.close();
const { days } = await rebuildSalesDays(db);
console.log(`Seeded ${orders.length} demo orders over 90 days; ${days} days of totals.`);
