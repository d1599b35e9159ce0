// The factories of the values the shop and the functions share (src/domain), apart from
// factories.ts so the functions' tests can import them without the browser's code; factories.ts
// exports them too. Each gives a complete, valid value; a test overrides only what it is about.
import type { Billing } from '../../src/domain/billing';

/** Billing details that pass every check of the checkout form. */
export function aBilling(overrides: Partial<Billing> = {}): Billing {
  return {
    firstname: 'Nia',
    lastname: 'Newcomer',
    number: '+44 20 7946 0958',
    email: 'nia@eshop.test',
    address: '1 High Street, London',
    country: 'UK',
    zip: '',
    orderNotes: '',
    ...overrides,
  };
}
