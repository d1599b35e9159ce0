import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';
import { DESK_TAB_PATH } from '../logic/paths';

/** An order or product the desk has no record of. */
export function DeskNotFound({ what }: { what: 'Order' | 'Product' }) {
  return (
    <section className="mx-auto max-w-lg py-12 text-center">
      <p className="text-6xl font-extrabold text-blue-800">404</p>
      <PageTitle title={`${what} not found`}>{what} not found</PageTitle>
      <p className="mb-6 text-gray-700">The shop has no {what.toLowerCase()} with this ID.</p>
      <ButtonLink to={DESK_TAB_PATH}>Back to the desk</ButtonLink>
    </section>
  );
}
