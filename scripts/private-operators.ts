// `npm run orders:private-operators [-- --production]`: moves the admins' names that orders written
// before operators were made private still show their shoppers into the orders' audit records
// (functions/src/orders/private-operators.ts). Once, after deploying the version that made them
// private; running it again changes nothing. Local by default: the running emulators (`npm start`).
// With --production, the project of the environment's credentials (GOOGLE_APPLICATION_CREDENTIALS,
// GCLOUD_PROJECT).
import { makeOperatorsPrivate } from '../functions/src/orders/private-operators';
import { adminFirestore } from './lib/admin-firestore';

const production = process.argv.includes('--production');
const { orders, rewritten } = await makeOperatorsPrivate(adminFirestore({ production }));
console.log(
  `Read ${orders} orders; ${rewritten} named an operator and now name the shop` +
    (production ? '.' : ' (emulators).'),
);
