import { useLingui } from '@lingui/react/macro';

import { PageTitle } from '@/components/page-title';
import { HOME_PATH } from '@/lib/routes';
import { Link } from '@/components/link';

/** Unknown routes and unknown or malformed product ids. */
export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <section className="mx-auto max-w-lg py-16 text-center">
      <p className="text-6xl font-extrabold text-blue-800">404</p>
      <PageTitle title={t`Page not found`}>{t`Page not found`}</PageTitle>
      <p className="mb-6 text-gray-700">{t`The page or product you are looking for does not exist.`}</p>
      <Link
        to={HOME_PATH}
        className="rounded-md bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800"
      >
        {t`Go Back Home`}
      </Link>
    </section>
  );
}
