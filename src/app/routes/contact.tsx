import { PageTitle } from '@/components/page-title';

export function ContactPage() {
  return (
    <section>
      <PageTitle title="Contact">Contact</PageTitle>
    </section>
  );
}
