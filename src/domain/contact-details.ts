import { CHECKOUT_COUNTRIES } from './shop-rules';

/*
 * The checks a phone number, a country and a zip code pass wherever a shopper types them: the
 * checkout's billing form (spec §5 Checkout) and the profile, which prefills it.
 */

/** Spec §5 Checkout messages for these fields, word for word. */
export const CONTACT_MESSAGES = {
  numberRequired: 'Phone number is required',
  numberInvalid: 'Enter a valid phone number',
  addressRequired: 'Address is required',
  countryRequired: 'Country is required',
  zipInvalid: 'Zip code must be numeric (4–10 digits)',
} as const;

// Spaces, dashes, dots and brackets a person types between digit groups are not part of the number.
const PHONE_SEPARATORS = /[\s\-.()]/g;
const PHONE = /^\+?\d{7,15}$/;
const ZIP = /^\d{4,10}$/;

/** The digits of a phone number as typed (and its leading +), without separators. */
export const phoneDigits = (typed: string) => typed.replace(PHONE_SEPARATORS, '');

/** An optional plus, then 7 to 15 digits, once separators are left out. */
export const isPhoneNumber = (typed: string) => PHONE.test(phoneDigits(typed));

/** 4 to 10 digits. */
export const isZipCode = (typed: string) => ZIP.test(typed.trim());

/** One of the countries the checkout offers. */
export const isCheckoutCountry = (value: string) => (CHECKOUT_COUNTRIES as readonly string[]).includes(value);
