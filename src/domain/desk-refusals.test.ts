import { describe, expect, it } from 'vitest';

import { allowedActions, DESK_ACTIONS, refusalOf, SOLD_STATUSES, type DeskFacts } from './desk-refusals';

/*
 * The desk's rule, which the desk function applies and the desk's page reads to offer its buttons:
 * which action each status allows, and the code, words and status of each refusal.
 */

const order = (status: string, facts: Partial<DeskFacts> = {}): DeskFacts => ({
  status,
  centsLeft: 5000,
  ...facts,
});

describe('the desk’s actions', () => {
  it.each([
    ['pending', {}, ['cancel']],
    ['expired', {}, ['cancel']],
    ['paid', {}, ['ship', 'refund']],
    ['shipped', { shipment: { carrier: 'DHL' } }, ['ship', 'deliver', 'refund']],
    ['delivered', { shipment: { carrier: 'DHL' }, deliveredAt: 1 }, ['refund']],
    ['partially-refunded', {}, ['ship', 'refund']],
    ['partially-refunded', { shipment: { carrier: 'DHL' } }, ['ship', 'deliver', 'refund']],
    ['partially-refunded', { shipment: { carrier: 'DHL' }, deliveredAt: 1 }, ['refund']],
    ['needs-review', {}, ['resolve']],
    ['refunded', {}, []],
    ['cancelled', {}, []],
  ] as const)('a %s order %j allows %j, in the desk’s order', (status, facts, allowed) => {
    expect(allowedActions(order(status, facts))).toEqual(allowed);
  });

  it('lists the actions and the sold statuses the shop has', () => {
    expect(DESK_ACTIONS).toEqual(['ship', 'deliver', 'refund', 'cancel', 'resolve']);
    expect(SOLD_STATUSES).toEqual(['paid', 'shipped', 'delivered', 'partially-refunded']);
  });

  it('refuses a refund once nothing is left to give back', () => {
    expect(refusalOf(order('paid', { centsLeft: 0 }), 'refund')).toEqual({
      code: 'nothing-to-refund',
      error: 'Nothing is left to refund on this order.',
    });
    expect(refusalOf(order('paid', { centsLeft: 1 }), 'refund')).toBeNull();
  });

  it('says why each refusal, naming the status where the sentence does', () => {
    expect(refusalOf(order('paid', { deliveredAt: 1 }), 'ship')).toEqual({
      code: 'delivered-already',
      error: 'This order was delivered already.',
    });
    expect(refusalOf(order('pending'), 'ship')).toEqual({
      code: 'ship-unpaid',
      error: 'Only a paid order can be shipped; this one is pending.',
      params: { status: 'pending' },
    });
    expect(refusalOf(order('paid'), 'deliver')).toEqual({
      code: 'deliver-unshipped',
      error: 'Only a shipped order can be marked delivered; this one is paid.',
      params: { status: 'paid' },
    });
    expect(refusalOf(order('needs-review'), 'refund')).toEqual({
      code: 'refund-in-review',
      error: 'This order needs review: resolve it instead.',
    });
    expect(refusalOf(order('expired'), 'refund')).toEqual({
      code: 'refund-unpaid',
      error: 'Only a paid order can be refunded; this one is expired.',
      params: { status: 'expired' },
    });
    expect(refusalOf(order('paid'), 'cancel')).toEqual({
      code: 'cancel-paid',
      error: 'Only an unpaid order can be cancelled; this one is paid. Refund it instead.',
      params: { status: 'paid' },
    });
    expect(refusalOf(order('shipped'), 'resolve')).toEqual({
      code: 'no-review-needed',
      error: 'This order does not need review; it is shipped.',
      params: { status: 'shipped' },
    });
  });
});
