import { msg } from '@lingui/core/macro';

/**
 * The shop's frequently asked questions; the shop writes these, the spec only says they exist.
 * An answer names the shipping fee as `{shipping}`, which the list writes as a price in the
 * shopper's language.
 */
export const FAQ_ENTRIES = [
  {
    question: msg`Do you ship to my country?`,
    answer: msg({
      message:
        'Yes. We deliver worldwide. Shipping is a flat {shipping} per order, and the delivery estimate for your address is shown at checkout.',
    }),
  },
  {
    question: msg`How long does delivery take?`,
    answer: msg`Most orders leave our warehouse within one business day. Delivery usually takes 2–5 business days in North America and Europe and 5–10 elsewhere.`,
  },
  {
    question: msg`Which payment methods do you accept?`,
    answer: msg`We accept all major credit and debit cards through our secure card payment provider. Your card details never touch our servers.`,
  },
  {
    question: msg`What is your return policy?`,
    answer: msg`You can return any product within 30 days of delivery for a full refund, as long as it is complete and undamaged. Contact us and we will send you a free return label.`,
  },
  {
    question: msg`Are the products covered by a warranty?`,
    answer: msg`Every product comes with the manufacturer's warranty, at least one year. We help you with the claim if anything goes wrong.`,
  },
  {
    question: msg`Why do I need an account to add items to my cart?`,
    answer: msg`Your cart is saved to your account, so you can pick up where you left off on any device. Remember to press Save Cart after changing it.`,
  },
] as const;
