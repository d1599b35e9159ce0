import { SHIPPING_FEE } from './shop-rules';
import {
  CONTACT_MESSAGES,
  isCheckoutCountry,
  isPhoneNumber,
  isZipCode,
  phoneDigits,
} from './contact-details';
import { roundCents } from './money';
import { isEmail } from './validation';

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

/**
 * Spec §5 Checkout messages, word for word, as the checkout function words a refused form: this
 * module is part of the functions' bundle, which holds no catalogs, so it imports no i18n. The
 * form shows them in the shopper's language (BILLING_FORM_MESSAGES in billing-messages.ts).
 */
export const BILLING_MESSAGES = {
  firstnameRequired: 'First name is required',
  lastnameRequired: 'Last name is required',
  ...CONTACT_MESSAGES,
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email',
} as const;

/** The words for each of the form's problems: BILLING_MESSAGES, or the same in another language. */
export type BillingMessages = Record<keyof typeof BILLING_MESSAGES, string>;

/**
 * Checks the billing form on submit (spec §5 Checkout). Returns the message for each field in
 * error, in `messages`' words; an empty object means the form is complete.
 */
export function checkBilling(
  billing: Billing,
  messages: BillingMessages = BILLING_MESSAGES,
): Partial<Record<BillingField, string>> {
  const errors: Partial<Record<BillingField, string>> = {};
  if (!billing.firstname.trim()) errors.firstname = messages.firstnameRequired;
  if (!billing.lastname.trim()) errors.lastname = messages.lastnameRequired;
  if (!phoneDigits(billing.number)) errors.number = messages.numberRequired;
  else if (!isPhoneNumber(billing.number)) errors.number = messages.numberInvalid;
  const email = billing.email.trim();
  if (!email) errors.email = messages.emailRequired;
  else if (!isEmail(email)) errors.email = messages.emailInvalid;
  if (!billing.address.trim()) errors.address = messages.addressRequired;
  if (!isCheckoutCountry(billing.country)) errors.country = messages.countryRequired;
  if (billing.zip.trim() && !isZipCode(billing.zip)) errors.zip = messages.zipInvalid;
  return errors;
}

/** The order summary (spec §9): the cart's total, the flat shipping fee, and their sum, to the cent. */
export function orderTotals(cartTotal: number): { subtotal: number; shipping: number; total: number } {
  const subtotal = roundCents(cartTotal);
  return { subtotal, shipping: SHIPPING_FEE, total: roundCents(subtotal + SHIPPING_FEE) };
}
