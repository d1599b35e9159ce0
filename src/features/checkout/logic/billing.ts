import { SHIPPING_FEE } from '@/lib/constants';
import {
  CONTACT_MESSAGES,
  isCheckoutCountry,
  isPhoneNumber,
  isZipCode,
  phoneDigits,
} from '@/lib/contact-details';
import { roundCents } from '@/lib/format';
import { isEmail } from '@/lib/validation';

/** The billing form (spec §3 Billing form), as typed. */
export interface Billing {
  firstname: string;
  lastname: string;
  number: string;
  email: string;
  address: string;
  country: string;
  zip: string;
  orderNotes: string;
}

export type BillingField = keyof Billing;

/** The form as it opens: nothing typed, no country chosen. */
export const EMPTY_BILLING: Billing = {
  firstname: '',
  lastname: '',
  number: '',
  email: '',
  address: '',
  country: '',
  zip: '',
  orderNotes: '',
};

/** Spec §5 Checkout messages, word for word. */
export const BILLING_MESSAGES = {
  firstnameRequired: 'First name is required',
  lastnameRequired: 'Last name is required',
  ...CONTACT_MESSAGES,
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email',
} as const;

/**
 * Checks the billing form on submit (spec §5 Checkout). Returns the message for each field in
 * error; an empty object means the form is complete.
 */
export function checkBilling(billing: Billing): Partial<Record<BillingField, string>> {
  const errors: Partial<Record<BillingField, string>> = {};
  if (!billing.firstname.trim()) errors.firstname = BILLING_MESSAGES.firstnameRequired;
  if (!billing.lastname.trim()) errors.lastname = BILLING_MESSAGES.lastnameRequired;
  if (!phoneDigits(billing.number)) errors.number = BILLING_MESSAGES.numberRequired;
  else if (!isPhoneNumber(billing.number)) errors.number = BILLING_MESSAGES.numberInvalid;
  const email = billing.email.trim();
  if (!email) errors.email = BILLING_MESSAGES.emailRequired;
  else if (!isEmail(email)) errors.email = BILLING_MESSAGES.emailInvalid;
  if (!billing.address.trim()) errors.address = BILLING_MESSAGES.addressRequired;
  if (!isCheckoutCountry(billing.country)) errors.country = BILLING_MESSAGES.countryRequired;
  if (billing.zip.trim() && !isZipCode(billing.zip)) errors.zip = BILLING_MESSAGES.zipInvalid;
  return errors;
}

/** The order summary (spec §9): the cart's total, the flat shipping fee, and their sum, to the cent. */
export function orderTotals(cartTotal: number): { subtotal: number; shipping: number; total: number } {
  const subtotal = roundCents(cartTotal);
  return { subtotal, shipping: SHIPPING_FEE, total: roundCents(subtotal + SHIPPING_FEE) };
}
