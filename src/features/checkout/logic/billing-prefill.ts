import type { UserRecord } from '@/features/auth';
import { PROFILE_MAX_LENGTH, type Profile } from '@/features/profile';
import { isCheckoutCountry, phoneDigits } from '@/domain/contact-details';

import { EMPTY_BILLING, type Billing } from '@/domain/billing';
import { BILLING_MAX_LENGTH } from '@/domain/checkout-request';

/** The profile's name is one line; the form's last name is its last word, the first name the rest. */
export function splitName(name: string): { firstname: string; lastname: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstname: words[0] ?? '', lastname: '' };
  return { firstname: words.slice(0, -1).join(' '), lastname: words.at(-1) ?? '' };
}

/**
 * The billing form as it opens for a signed-in shopper: name, phone, address, country
 * and zip from the saved profile, email from the account; each cut to what the form takes.
 */
export function prefillBilling(user: UserRecord): Billing {
  const { firstname, lastname } = splitName(user.name);
  const clip = (field: keyof Billing, value: string | undefined) =>
    (value ?? '').slice(0, BILLING_MAX_LENGTH[field]);
  return {
    ...EMPTY_BILLING,
    firstname: clip('firstname', firstname),
    lastname: clip('lastname', lastname),
    number: clip('number', user.phone),
    email: clip('email', user.email),
    address: clip('address', user.address),
    country: user.country && isCheckoutCountry(user.country) ? user.country : '',
    zip: clip('zip', user.zip),
  };
}

/**
 * What "Save these details for next time" keeps from a checked billing form: the name as one line,
 * the phone as typed (without its separators when that is too long for the profile), the address,
 * country and zip. The email stays the account's.
 */
export function profileFromBilling(billing: Billing): Profile {
  const phone = billing.number.trim();
  return {
    name: `${billing.firstname.trim()} ${billing.lastname.trim()}`.trim().slice(0, PROFILE_MAX_LENGTH.name),
    phone: phone.length > PROFILE_MAX_LENGTH.phone ? phoneDigits(phone) : phone,
    address: billing.address.trim(),
    country: billing.country,
    zip: billing.zip.trim(),
  };
}
