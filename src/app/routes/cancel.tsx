import { PageTitle } from '@/components/page-title';

export function CancelPage() {
  return (
    <section>
      <PageTitle title="Payment Cancelled">Payment Cancelled</PageTitle>
    </section>
  );
}
