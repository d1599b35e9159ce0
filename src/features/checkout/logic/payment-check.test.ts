import { describe, expect, it } from 'vitest';

import type { OrderStatus } from '@/domain/order';
import { checkPayment } from './payment-check';

const link = { orderId: 'order-1', sessionId: 'cs_1' };
const alice = { uid: 'alice', loading: false };
const order = (status: OrderStatus, overrides: { uid?: string; sessionId?: string | null } = {}) => ({
  state: 'read' as const,
  order: { uid: 'alice', sessionId: 'cs_1', status, ...overrides },
});

describe('checkPayment', () => {
  it.each(['paid', 'pending'] as const)('confirms a %s order of this shopper on this session', (status) => {
    expect(checkPayment(link, alice, order(status))).toBe('confirmed');
  });

  it('finds nothing for a wrong session, another shopper’s order, an expired or unknown order', () => {
    expect(checkPayment(link, alice, order('paid', { sessionId: 'cs_other' }))).toBe('not-found');
    expect(checkPayment(link, alice, order('paid', { sessionId: null }))).toBe('not-found');
    expect(checkPayment(link, alice, order('paid', { uid: 'mallory' }))).toBe('not-found');
    expect(checkPayment(link, alice, order('expired'))).toBe('not-found');
    expect(checkPayment(link, alice, { state: 'read', order: null })).toBe('not-found');
  });

  it('finds nothing for a link without its order or session, or nobody signed in', () => {
    expect(checkPayment({ ...link, sessionId: null }, alice, order('paid'))).toBe('not-found');
    expect(checkPayment({ ...link, orderId: null }, alice, order('paid'))).toBe('not-found');
    expect(checkPayment(link, { uid: undefined, loading: false }, { state: 'reading' })).toBe('not-found');
  });

  it('says a shopper’s order under review is being checked, whichever session paid it', () => {
    expect(checkPayment(link, alice, order('needs-review'))).toBe('under-review');
    expect(checkPayment(link, alice, order('needs-review', { sessionId: 'cs_new' }))).toBe('under-review');
    expect(checkPayment(link, alice, order('needs-review', { uid: 'mallory' }))).toBe('not-found');
  });

  it('is still checking while Auth or the order read is under way, and unreachable when the read fails', () => {
    expect(checkPayment(link, { uid: undefined, loading: true }, { state: 'reading' })).toBe('checking');
    expect(checkPayment(link, alice, { state: 'reading' })).toBe('checking');
    expect(checkPayment(link, alice, { state: 'failed' })).toBe('unreachable');
  });
});
