import { describe, expect, it } from 'vitest';

import { auditOf, toAuditEntry } from './audit';

const ADMIN = { uid: 'demo-admin', email: 'admin@eshop.test' };
const stamp = (ms: number) => ({ toMillis: () => ms });

describe("the order's audit record", () => {
  it('reads who did what, and a refund’s restock choice', () => {
    expect(toAuditEntry({ event: 'refunded', at: stamp(5), by: ADMIN, restock: false, amount: 1 })).toEqual({
      event: 'refunded',
      at: 5,
      by: ADMIN,
      restock: false,
    });
    expect(toAuditEntry({ event: 'refunded', at: 5, by: null })).toEqual({
      event: 'refunded',
      at: 5,
      by: null,
    });
    expect(toAuditEntry({ event: 'shipped', at: 'soon', by: { email: 'x' } })).toEqual({
      event: 'shipped',
      at: null,
      by: null,
    });
    expect(toAuditEntry({ at: 5 })).toBeNull();
  });

  it('finds the entry of a history entry: the same event at the same moment', () => {
    const audit = [
      { event: 'shipped', at: 3, by: ADMIN },
      { event: 'refunded', at: 3, by: null },
    ];
    expect(auditOf({ event: 'shipped', status: 'shipped', at: 3, by: 'E-Shop' }, audit)).toBe(audit[0]);
    expect(auditOf({ event: 'shipped', status: 'shipped', at: 4, by: 'E-Shop' }, audit)).toBeNull();
    expect(auditOf({ event: 'placed', status: 'pending', at: null, by: null }, audit)).toBeNull();
  });
});
