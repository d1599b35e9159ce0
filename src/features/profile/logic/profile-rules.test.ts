import { describe, expect, it } from 'vitest';

import { aUser } from '../../../../tests/support/factories';
import type { Profile } from '../types';
import { checkProfile, profileOf, withProfile } from './profile-rules';

const complete: Profile = {
  name: 'Nia Newcomer',
  phone: '+44 20 7946 0958',
  address: '1 High Street, London',
  country: 'UK',
  zip: '10115',
};
const only = (change: Partial<Profile>) => ({ ...complete, ...change });

describe('checkProfile', () => {
  it('accepts a complete profile, and one with only a name', () => {
    expect(checkProfile(complete)).toEqual({});
    expect(checkProfile({ name: 'Nia', phone: '', address: '', country: '', zip: '' })).toEqual({});
  });

  it('asks for a name, and one of at most 100 characters', () => {
    expect(checkProfile(only({ name: '   ' }))).toEqual({ name: 'Full name is required' });
    expect(checkProfile(only({ name: 'n'.repeat(101) }))).toEqual({
      name: 'Full name must be at most 100 characters',
    });
    expect(checkProfile(only({ name: ` ${'n'.repeat(100)} ` }))).toEqual({});
  });

  it("checks a given phone, country and zip with the checkout's words", () => {
    expect(checkProfile(only({ phone: '12-ab', country: 'France', zip: '12' }))).toEqual({
      phone: 'Enter a valid phone number',
      country: 'Country is required',
      zip: 'Zip code must be numeric (4–10 digits)',
    });
  });

  it('refuses a phone longer than the account keeps, though its digits would do', () => {
    expect(checkProfile(only({ phone: '+44 (20) 7946 - 0958 1' }))).toEqual({
      phone: 'Enter a valid phone number',
    });
  });

  it('takes a phone of exactly 20 characters and an address of exactly 200', () => {
    expect(checkProfile(only({ phone: '+44 (20) 7946 - 0958', address: 'a'.repeat(200) }))).toEqual({});
  });

  it('refuses an address longer than the checkout form takes', () => {
    expect(checkProfile(only({ address: 'a'.repeat(201) }))).toEqual({
      address: 'Address must be at most 200 characters',
    });
  });
});

describe('the profile on the account record', () => {
  it('reads an absent field as empty', () => {
    expect(profileOf(aUser({ name: 'Nia', phone: '+15550100' }))).toEqual({
      name: 'Nia',
      phone: '+15550100',
      address: '',
      country: '',
      zip: '',
    });
    expect(profileOf(aUser({ name: 'Nia' })).phone).toBe('');
  });

  it('writes the trimmed profile in and leaves out the fields left empty', () => {
    const user = aUser({ uid: 'nia', phone: '+15550100', address: 'Old Road 1', zip: '1234' });
    const saved = withProfile(user, only({ name: ' Nia N. ', phone: '', address: ' 2 New Road ', zip: '' }));
    expect(saved).toEqual({ ...aUser({ uid: 'nia' }), name: 'Nia N.', address: '2 New Road', country: 'UK' });
    expect(saved).not.toHaveProperty('phone');
    expect(saved).not.toHaveProperty('zip');
  });

  it('writes every field trimmed', () => {
    const saved = withProfile(aUser(), {
      name: 'Nia',
      phone: ' +15550100 ',
      address: '2 New Road',
      country: ' UK ',
      zip: ' 1234 ',
    });
    expect([saved.phone, saved.country, saved.zip]).toEqual(['+15550100', 'UK', '1234']);
  });
});
