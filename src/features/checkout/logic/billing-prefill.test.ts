import { describe, expect, it } from 'vitest';

import { aBilling, aUser } from '../../../../tests/support/factories';
import { EMPTY_BILLING } from '@/domain/billing';
import { prefillBilling, profileFromBilling, splitName } from './billing-prefill';

describe('splitName', () => {
  it('takes the last word as the last name and the rest as the first', () => {
    expect(splitName('Nia Newcomer')).toEqual({ firstname: 'Nia', lastname: 'Newcomer' });
    expect(splitName('  Mary  Ann   Smith ')).toEqual({ firstname: 'Mary Ann', lastname: 'Smith' });
  });

  it('leaves the last name empty for a single name, and both for none', () => {
    expect(splitName('Cher')).toEqual({ firstname: 'Cher', lastname: '' });
    expect(splitName('   ')).toEqual({ firstname: '', lastname: '' });
  });
});

describe('prefillBilling', () => {
  it('fills the form from the saved profile and the account’s email', () => {
    const user = aUser({
      name: 'Nia Newcomer',
      email: 'nia@eshop.test',
      phone: '+44 20 7946 0958',
      address: '1 High Street, London',
      country: 'UK',
      zip: '10115',
    });
    expect(prefillBilling(user)).toEqual(aBilling({ zip: '10115' }));
  });

  it('leaves empty what the profile does not hold, and a country the checkout does not offer', () => {
    expect(prefillBilling(aUser({ name: '', email: 'a@eshop.test', country: 'France' }))).toEqual({
      ...EMPTY_BILLING,
      email: 'a@eshop.test',
    });
  });

  it('cuts a value to what the form takes', () => {
    expect(prefillBilling(aUser({ name: `${'f'.repeat(60)} Last`, address: 'a'.repeat(300) }))).toMatchObject(
      {
        firstname: 'f'.repeat(50),
        address: 'a'.repeat(200),
      },
    );
  });
  it('cuts the last name, phone, email and zip to what the form takes', () => {
    const user = aUser({
      name: `First ${'l'.repeat(60)}`,
      phone: '1'.repeat(30),
      email: `${'e'.repeat(260)}@eshop.test`,
      zip: '1'.repeat(12),
    });
    expect(prefillBilling(user)).toMatchObject({
      lastname: 'l'.repeat(50),
      number: '1'.repeat(24),
      email: 'e'.repeat(254),
      zip: '1'.repeat(10),
    });
  });
});

describe('profileFromBilling', () => {
  it('keeps the name as one line, and the phone, address, country and zip as typed', () => {
    expect(
      profileFromBilling(aBilling({ firstname: ' Nia ', zip: ' 10115 ', orderNotes: 'Ring twice' })),
    ).toEqual({
      name: 'Nia Newcomer',
      phone: '+44 20 7946 0958',
      address: '1 High Street, London',
      country: 'UK',
      zip: '10115',
    });
  });

  it('drops a long phone number’s separators so it fits the profile', () => {
    expect(profileFromBilling(aBilling({ number: '+44 (20) 7946 - 0958 12' })).phone).toBe('+44207946095812');
  });

  it('leaves out the spaces around what was typed', () => {
    expect(
      profileFromBilling(
        aBilling({
          firstname: '  Nia ',
          lastname: ' Newcomer  ',
          number: ' +44 20 7946 0958  ',
          address: ' 1 High St  ',
        }),
      ),
    ).toMatchObject({ name: 'Nia Newcomer', phone: '+44 20 7946 0958', address: '1 High St' });
  });

  it('keeps a single name without a trailing or leading space', () => {
    expect(profileFromBilling(aBilling({ firstname: 'Cher', lastname: '' })).name).toBe('Cher');
    expect(profileFromBilling(aBilling({ firstname: '', lastname: 'Cher' })).name).toBe('Cher');
  });

  it('cuts the name to what the profile takes', () => {
    expect(profileFromBilling(aBilling({ firstname: 'f'.repeat(50), lastname: 'l'.repeat(50) })).name).toBe(
      `${'f'.repeat(50)} ${'l'.repeat(49)}`,
    );
  });

  it('keeps a phone number that just fits the profile as typed', () => {
    expect(profileFromBilling(aBilling({ number: '+44 20 7946 0958 123' })).phone).toBe(
      '+44 20 7946 0958 123',
    );
  });
});
