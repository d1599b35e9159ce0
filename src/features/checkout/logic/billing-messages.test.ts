import { describe, expect, it } from 'vitest';

import { BILLING_MESSAGES } from '@/domain/billing';
import { BILLING_FORM_MESSAGES } from './billing-messages';
import { CHECKOUT_MESSAGES } from '@/domain/checkout-messages';
import { CHECKOUT_PAGE_MESSAGES } from './checkout-page-messages';

describe("the browser's copies of the checkout function's words", () => {
  it('say the spec §5 billing messages in English word for word', () => {
    expect({ ...BILLING_FORM_MESSAGES }).toEqual({ ...BILLING_MESSAGES });
  });

  it("say the payment page's sentence in English word for word", () => {
    expect(CHECKOUT_PAGE_MESSAGES.earlierCheckoutClosed).toBe(CHECKOUT_MESSAGES.earlierCheckoutClosed);
  });
});
