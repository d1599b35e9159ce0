// `npm run stats:rebuild [-- --production]`: makes the operator's per-day totals (SalesDays, issue
// 46) again from every order's history (functions/src/stats/rebuild.ts), replacing what is there.
// For a shop whose orders came before the totals were kept, or to set them right by hand. Local
// by default: the running emulators (`npm start`). With --production, the project of the
// environment's credentials (GOOGLE_APPLICATION_CREDENTIALS, GCLOUD_PROJECT); run it while no
// order is changing, since an order that changes during the run may be counted as it was.
import { rebuildSalesDays } from '../functions/src/stats/rebuild';
import { adminFirestore } from './lib/admin-firestore';

const production = process.argv.includes('--production');
const started = performance.now();
const { orders, days } = await rebuildSalesDays(adminFirestore({ production }));
console.log(
  `Rebuilt ${days} days of totals from ${orders} orders in ${Math.round(performance.now() - started)} ms` +
    (production ? '.' : ' (emulators).'),
);
