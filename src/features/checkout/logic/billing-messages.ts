import { t } from '@lingui/core/macro';

import { CONTACT_FIELD_MESSAGES } from '@/lib/contact-messages';

import type { BillingMessages } from '@/domain/billing';

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
    return CONTACT_FIELD_MESSAGES.numberRequired;
  },
  get numberInvalid() {
    return CONTACT_FIELD_MESSAGES.numberInvalid;
  },
  get addressRequired() {
    return CONTACT_FIELD_MESSAGES.addressRequired;
  },
  get countryRequired() {
    return CONTACT_FIELD_MESSAGES.countryRequired;
  },
  get zipInvalid() {
    return CONTACT_FIELD_MESSAGES.zipInvalid;
  },
  get emailRequired() {
    return t`Email is required`;
  },
  get emailInvalid() {
    return t`Enter a valid email`;
  },
};
