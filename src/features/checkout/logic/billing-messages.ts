import { t } from '@lingui/core/macro';

import type { BillingMessages } from './billing';

/**
 * Spec §5 Checkout messages in the shopper's language, as the billing form shows them beside
 * their fields (checkBilling(billing, BILLING_FORM_MESSAGES)). The English is BILLING_MESSAGES',
 * word for word; it is written out here because that module is shared with the checkout function,
 * whose bundle holds no catalogs.
 */
export const BILLING_FORM_MESSAGES: BillingMessages = {
  get firstnameRequired() {
    return t`First name is required`;
  },
  get lastnameRequired() {
    return t`Last name is required`;
  },
  get numberRequired() {
    return t`Phone number is required`;
  },
  get numberInvalid() {
    return t`Enter a valid phone number`;
  },
  get addressRequired() {
    return t`Address is required`;
  },
  get countryRequired() {
    return t`Country is required`;
  },
  get zipInvalid() {
    return t`Zip code must be numeric (4–10 digits)`;
  },
  get emailRequired() {
    return t`Email is required`;
  },
  get emailInvalid() {
    return t`Enter a valid email`;
  },
};
