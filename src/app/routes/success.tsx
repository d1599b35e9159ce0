import { PageTitle } from '@/components/page-title';

export function SuccessPage() {
  return (
    <section>
      <PageTitle title="Payment Successful">Payment Successful</PageTitle>
    </section>
  );
}
