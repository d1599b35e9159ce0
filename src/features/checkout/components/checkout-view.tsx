import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';

import { Breadcrumb } from '@/components/breadcrumb';
import { Button } from '@/components/button';
import { PageTitle } from '@/components/page-title';
import { OfflineNote } from '@/components/offline-note';
import { currentUserAtom } from '@/features/auth';
import { cartLinesAtom, priceLines, WithCartLines, type CatalogEntry } from '@/features/cart';
import { useSaveProfile } from '@/features/profile';
import { useFormFields } from '@/hooks/use-form-fields';
import { useOnline } from '@/hooks/use-online';
import { CART_PATH, HOME_PATH } from '@/lib/routes';

import { useStartPayment } from '../hooks/use-start-payment';
import { EmbeddedPayment } from './embedded-payment';
import { checkBilling, EMPTY_BILLING, type Billing } from '@/domain/billing';
import { BILLING_FORM_MESSAGES } from '../logic/billing-messages';
import { prefillBilling, profileFromBilling } from '../logic/billing-prefill';
import { CHECKOUT_PAGE_MESSAGES } from '../logic/checkout-page-messages';
import { placeRefusal } from '../logic/checkout-refusal';
import { AlreadyPaidPanel } from './already-paid-panel';
import { BillingForm } from './billing-form';
import { OrderSummary } from './order-summary';
import { SaveDetailsCheckbox } from './save-details-checkbox';
import { Link } from '@/components/link';

/**
 * The checkout page (spec §2 Checkout): the billing form, checked on submit with each message
 * beside its field and focus on the first, and the order summary. Payment needs every line in
 * stock and a connection; offline, what was typed stays. A refusal's reason is shown beside the
 * line it concerns until the cart changes; an order paid already is shown instead of paid again.
 * The form opens with the shopper's saved profile, and can save what was typed to it.
 */
export function CheckoutView({ catalog }: { catalog: readonly CatalogEntry[] | undefined }) {
  const { t } = useLingui();
  const lines = useAtomValue(cartLinesAtom);
  const online = useOnline();
  const user = useAtomValue(currentUserAtom);
  const saveProfile = useSaveProfile();
  const billing = useFormFields<Billing>(() => (user ? prefillBilling(user) : EMPTY_BILLING));
  const { values } = billing;
  const [prefilledFrom, setPrefilledFrom] = useState(user);
  const [saveDetails, setSaveDetails] = useState(false);
  const { paying, start, setback, embedded, embeddedFailed, closeEmbedded } = useStartPayment();
  const priced = priceLines(lines, catalog);
  const unavailable = priced.lines.some(({ status }) => status !== 'available');
  const products = lines.map(({ id, variant, quantity }) => ({ id, variant, quantity }));
  const refusal = placeRefusal(
    setback?.kind === 'refused' ? setback : null,
    products,
    (productId) => lines.find((line) => line.id === productId)?.title,
  );

  // The profile can arrive after the form opened (an edit still queued on the device): it fills the
  // form only while nothing has been typed.
  if (user !== prefilledFrom) {
    setPrefilledFrom(user);
    if (user && !billing.touched) billing.setValues(prefillBilling(user));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (paying || !online || unavailable || lines.length === 0) return;
    if (!billing.check(checkBilling(values, BILLING_FORM_MESSAGES))) return;
    if (saveDetails) {
      saveProfile(profileFromBilling(values)).catch((error: unknown) =>
        console.error('Failed to save the billing details to the profile:', error),
      );
    }
    void start({ products, billing: values });
  }

  return (
    <section className="mx-auto max-w-5xl px-4 py-6">
      <Breadcrumb
        crumbs={[
          { label: t`Home`, to: HOME_PATH },
          { label: t`Cart`, to: CART_PATH },
          { label: t`Checkout` },
        ]}
      />
      <PageTitle title={t`Checkout`}>{t`Checkout`}</PageTitle>
      {setback?.kind === 'already-paid' && (
        <AlreadyPaidPanel orderId={setback.orderId} status={setback.status} />
      )}
      <WithCartLines>
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          {embedded ? (
            <EmbeddedPayment
              clientSecret={embedded.clientSecret}
              onFailed={embeddedFailed}
              onClose={closeEmbedded}
            />
          ) : (
            <section aria-labelledby="billing-title" className="rounded-lg bg-white p-4 shadow">
              <h2 id="billing-title" className="mb-3 text-lg font-semibold text-gray-900">
                {t`Billing Details`}
              </h2>
              <BillingForm field={billing.field} formRef={billing.formRef} onSubmit={submit}>
                <SaveDetailsCheckbox checked={saveDetails} onChange={setSaveDetails} />
                {!online && (
                  <div className="mb-3">
                    <OfflineNote id="checkout-offline">{CHECKOUT_PAGE_MESSAGES.offline}</OfflineNote>
                  </div>
                )}
                {unavailable && (
                  <p id="checkout-unavailable" className="mb-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
                    {CHECKOUT_PAGE_MESSAGES.unavailable}{' '}
                    <Link to={CART_PATH} className="font-semibold underline">
                      {t`Go to your cart`}
                    </Link>
                  </p>
                )}
                {refusal?.at === 'form' && (
                  <p
                    id="checkout-refusal"
                    lang={refusal.lang}
                    role="alert"
                    className="mb-3 rounded-md bg-red-50 p-3 text-sm text-red-800"
                  >
                    {refusal.reason}
                  </p>
                )}
                <Button
                  type="submit"
                  disabled={paying || !online || unavailable}
                  aria-busy={paying}
                  aria-describedby={
                    !online
                      ? 'checkout-offline'
                      : unavailable
                        ? 'checkout-unavailable'
                        : refusal?.at === 'form'
                          ? 'checkout-refusal'
                          : undefined
                  }
                >
                  {paying ? t`Processing…` : t`Place Order`}
                </Button>
              </BillingForm>
            </section>
          )}
          <OrderSummary
            lines={priced.lines}
            cartTotal={priced.total}
            refusal={refusal?.at === 'line' ? refusal : null}
          />
        </div>
      </WithCartLines>
    </section>
  );
}
