import { plural, t } from '@lingui/core/macro';

import type { UserRecord } from '@/features/auth';
import { isCheckoutCountry, isPhoneNumber, isZipCode } from '@/domain/contact-details';
import { CONTACT_FIELD_MESSAGES } from '@/lib/contact-messages';

import type { Profile, ProfileField } from '../types';

/**
 * The longest value each field takes; the inputs carry the same maxLength and firestore.rules the
 * same bounds (the rules allow an address of 300: the profile keeps to the checkout's 200, so a
 * saved address always fits the form it prefills).
 */
export const PROFILE_MAX_LENGTH: Record<ProfileField, number> = {
  name: 100,
  phone: 20,
  address: 200,
  country: 20,
  zip: 10,
};

/** The checkout's words (spec §5) for the fields it shares, and the name's own. */
export const PROFILE_MESSAGES = {
  get nameRequired() {
    return t`Full name is required`;
  },
  get nameTooLong() {
    const max = PROFILE_MAX_LENGTH.name;
    return plural(max, {
      one: 'Full name must be at most # character',
      other: 'Full name must be at most # characters',
    });
  },
  get numberInvalid() {
    return CONTACT_FIELD_MESSAGES.numberInvalid;
  },
  get addressTooLong() {
    const max = PROFILE_MAX_LENGTH.address;
    return plural(max, {
      one: 'Address must be at most # character',
      other: 'Address must be at most # characters',
    });
  },
  get countryInvalid() {
    return CONTACT_FIELD_MESSAGES.countryRequired;
  },
  get zipInvalid() {
    return CONTACT_FIELD_MESSAGES.zipInvalid;
  },
};

export type ProfileErrors = Partial<Record<ProfileField, string>>;

/** The profile as stored: every value trimmed. */
export const trimProfile = (profile: Profile): Profile => ({
  name: profile.name.trim(),
  phone: profile.phone.trim(),
  address: profile.address.trim(),
  country: profile.country.trim(),
  zip: profile.zip.trim(),
});

/**
 * Checks the profile form on save. The name is required (it is the account's name); phone,
 * address, country and zip may be left empty, and when given pass the checkout's own checks.
 */
export function checkProfile(typed: Profile): ProfileErrors {
  const profile = trimProfile(typed);
  const errors: ProfileErrors = {};
  if (!profile.name) errors.name = PROFILE_MESSAGES.nameRequired;
  else if (profile.name.length > PROFILE_MAX_LENGTH.name) errors.name = PROFILE_MESSAGES.nameTooLong;
  if (profile.phone && (!isPhoneNumber(profile.phone) || profile.phone.length > PROFILE_MAX_LENGTH.phone)) {
    errors.phone = PROFILE_MESSAGES.numberInvalid;
  }
  if (profile.address.length > PROFILE_MAX_LENGTH.address) errors.address = PROFILE_MESSAGES.addressTooLong;
  if (profile.country && !isCheckoutCountry(profile.country))
    errors.country = PROFILE_MESSAGES.countryInvalid;
  if (profile.zip && !isZipCode(profile.zip)) errors.zip = PROFILE_MESSAGES.zipInvalid;
  return errors;
}

/** The shopper's profile as the account record holds it. */
export const profileOf = (user: UserRecord): Profile => ({
  name: user.name,
  phone: user.phone ?? '',
  address: user.address ?? '',
  country: user.country ?? '',
  zip: user.zip ?? '',
});

/** The account record with this profile in it; a field left empty is absent, as in Firestore. */
export function withProfile(user: UserRecord, profile: Profile): UserRecord {
  const { phone: _phone, address: _address, country: _country, zip: _zip, ...rest } = user;
  const { name, ...optional } = trimProfile(profile);
  const given = Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== ''));
  return { ...rest, name, ...given };
}
