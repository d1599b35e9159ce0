import { t } from '@lingui/core/macro';

import type { CONTACT_MESSAGES } from '@/domain/contact-details';

/**
 * The contact fields' messages (spec §5) in the shopper's language, for the forms that check
 * them: the checkout's billing form and the profile. The English is CONTACT_MESSAGES', word for
 * word (held by checkout's billing-messages test); contact-details.ts keeps it plain because the
 * checkout function shares that module, and its bundle holds no catalogs.
 */
export const CONTACT_FIELD_MESSAGES: Record<keyof typeof CONTACT_MESSAGES, string> = {
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
};
