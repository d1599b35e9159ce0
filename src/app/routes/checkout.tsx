import { PageTitle } from '@/components/page-title';

export function CheckoutPage() {
  return (
    <section>
      <PageTitle title="Checkout">Checkout</PageTitle>
    </section>
  );
}
