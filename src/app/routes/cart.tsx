import { PageTitle } from '@/components/page-title';

export function CartPage() {
  return (
    <section>
      <PageTitle title="Your Cart">Your Cart</PageTitle>
    </section>
  );
}
