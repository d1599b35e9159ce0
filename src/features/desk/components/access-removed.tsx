import { useLingui } from '@lingui/react/macro';

import { ButtonLink } from '@/components/button-link';
import { PageTitle } from '@/components/page-title';
import { DASHBOARD_PATH } from '@/lib/routes';

/** The title and words said in the desk's place once the operator is no admin any more. */
function useRemovedWords() {
  const { t } = useLingui();
  return {
    title: t`Your access to the desk was removed`,
    text: t`This account is no longer one of the shop's admins, so the desk is closed and the figures it kept on this device are deleted. If you think this is a mistake, ask for your access back, then sign out and sign in again.`,
  };
}

/** In the dashboard's Desk tab, below its heading. */
export function AccessRemovedNotice() {
  const { title, text } = useRemovedWords();
  return (
    <div role="alert" className="rounded-md bg-red-50 p-4 text-red-900" data-testid="desk-access-removed">
      <h3 className="mb-1 font-semibold">{title}</h3>
      <p>{text}</p>
    </div>
  );
}

/** In place of a desk page (an order, a product). */
export function AccessRemovedPage() {
  const { t } = useLingui();
  const { title, text } = useRemovedWords();
  return (
    <section className="mx-auto max-w-lg py-12 text-center" data-testid="desk-access-removed">
      <PageTitle title={title}>{title}</PageTitle>
      <p role="alert" className="mb-6 text-gray-700">
        {text}
      </p>
      <ButtonLink to={DASHBOARD_PATH}>{t`Go to your dashboard`}</ButtonLink>
    </section>
  );
}
