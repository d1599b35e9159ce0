// An admin whose role is taken away while its desk keeps asking: with the token it already holds,
// every read of the orders through the rules and every desk action must be refused from the
// moment its Users record says it is not an admin (firestore.rules `isAdmin`,
// functions/src/desk/desk.ts), however many are in flight. The browser's side (the desk ends and
// clears what it kept) is tests/e2e/desk-revoked.spec.ts.
import { HOSTS, PROJECT_ID, upsertAccount, writeDocuments } from '../lib/emulator-rest.mjs';
import { deskAction, idTokenFor } from '../lib/shop-client';
import { userDocument } from '../seed.mjs';
import type { Outcome } from './scenarios';

const RUN_QUERY = `http://${HOSTS.firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents:runQuery`;

/** Lists one order through the rules, as the desk's list does, with `token`; the HTTP status. */
async function listOrders(token: string): Promise<number> {
  const response = await fetch(RUN_QUERY, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'Orders' }], limit: 1 } }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** A desk action on an order that does not exist: answered (404) for an admin, 403 for anyone else. */
const deskCall = async (token: string) =>
  (await deskAction('ship', { orderId: 'no-such-order', carrier: 'UPS', trackingNumber: '1Z' }, token))
    .status;

/** `count` of each read at once; how many came back allowed and how many refused. */
async function burst(token: string, count: number) {
  const statuses = await Promise.all(
    Array.from({ length: count }, (_, at) => (at % 2 === 0 ? listOrders(token) : deskCall(token))),
  );
  // Past the role check, the call is answered on its merits (200, or 4xx for that missing order).
  const allowed = statuses.filter((status) => status < 500 && status !== 401 && status !== 403).length;
  const refused = statuses.filter((status) => status === 403).length;
  return { allowed, refused, other: statuses.length - allowed - refused };
}

export async function revokedAdmin(firstId: number, reads = 40): Promise<Outcome> {
  const broken: string[] = [];
  const uid = `chaos-admin-${firstId}-${Date.now()}`;
  const account = { uid, email: `${uid}@chaos.eshop.test`, password: 'Chaos#2026', displayName: 'Cai Chaos' };
  await upsertAccount(account);
  await writeDocuments([userDocument({ ...account, userType: 'admin' })]);
  const token = await idTokenFor(account.email, account.password);

  const before = await burst(token, reads);
  if (before.allowed !== reads)
    broken.push(`${reads - before.allowed} of an admin's ${reads} reads were refused`);

  // The role goes while a burst is in flight: each read is answered as the record was when it ran.
  const [during] = await Promise.all([
    burst(token, reads),
    writeDocuments([userDocument({ ...account, userType: 'normal' })]),
  ]);
  const after = await burst(token, reads);
  if (after.allowed > 0)
    broken.push(`${after.allowed} reads with the old token were allowed after the role went`);
  if (after.other > 0)
    broken.push(`${after.other} reads after the role went answered neither allowed nor 403`);

  return {
    name: 'an admin whose role is taken away while its desk keeps reading',
    figures: {
      'reads as admin (allowed)': before.allowed,
      'reads in flight as the role went (allowed / refused)': `${during.allowed} / ${during.refused}`,
      'reads with the old token afterwards (refused)': after.refused,
      'reads with the old token afterwards (allowed)': after.allowed,
    },
    broken,
  };
}
