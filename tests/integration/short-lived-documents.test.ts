// Documents the functions keep for a short time carry the field their TTL policy deletes them by
// (firestore.indexes.json's fieldOverrides, deployed by `npm run deploy`). The emulator runs no TTL
// deletions: this checks the field is written, at the time the document stops mattering.
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { bucketRef, takeFromBucket } from '../../functions/src/checkout/rate-limit';
import { adminFirestore } from '../../scripts/lib/admin-firestore';

const db = adminFirestore();

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
}
const ttlPolicies = (
  JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as { fieldOverrides: FieldOverride[] }
).fieldOverrides.filter((field) => field.ttl === true);

describe('short-lived documents', () => {
  it('a rate-limit bucket expires when it would be full again, by the field of its TTL policy', async () => {
    expect(ttlPolicies).toContainEqual(
      expect.objectContaining({ collectionGroup: 'RateLimits', fieldPath: 'expireAt' }),
    );
    const key = `ttl-check:${Date.now()}:${Math.random()}`;
    const limit = { burst: 4, perMinute: 2 };
    for (const at of [1_000, 1_000]) await takeFromBucket(db, key, limit, () => at);
    const bucket = await bucketRef(db, key).get();
    expect(bucket.get('tokens')).toBe(2);
    // Two calls back at two a minute: full again a minute after the last call.
    expect((bucket.get('expireAt') as { toMillis: () => number }).toMillis()).toBe(61_000);
  });
});
