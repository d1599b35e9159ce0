import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';

import { PageTitle } from '@/components/page-title';
import { featuredProductsAtom } from '@/features/catalog';
import { PRODUCTS_PATH } from '@/lib/routes';
import { Link } from '@/components/link';

/** The page's h1 with the way into the whole catalog; featured product pictures decorate it. */
export function HomeBanner() {
  const { t } = useLingui();
  const pictures = useAtomValue(featuredProductsAtom)
    .slice(0, 2)
    .flatMap((product) => product.images.slice(0, 1));
  return (
    <section className="grid items-center gap-6 overflow-hidden rounded-2xl bg-blue-50 p-6 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] sm:p-10">
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm font-bold uppercase tracking-wide text-blue-800">
          <Trans>New season, new tech</Trans>
        </p>
        <PageTitle title={t`Home`}>
          <Trans>Electronics for everyone, delivered worldwide</Trans>
        </PageTitle>
        <p className="max-w-prose text-gray-700">
          <Trans>
            Laptops, phones, tablets, audio and more from the brands you trust, with fast and reliable
            shipping.
          </Trans>
        </p>
        <Link
          to={PRODUCTS_PATH}
          className="mt-2 inline-flex items-center gap-2 rounded-md bg-blue-700 px-6 py-3 font-semibold text-white transition-colors hover:bg-blue-800 focus-visible:(outline-2 outline-offset-2 outline-blue-700)"
        >
          <Trans>Shop Now</Trans>
          <span aria-hidden="true">→</span>
        </Link>
      </div>
      <div aria-hidden="true" className="hidden grid-cols-2 gap-4 sm:grid">
        {pictures.map((src, index) => (
          <img
            key={src}
            src={src}
            alt=""
            width={400}
            height={400}
            className={`w-full rounded-xl bg-white object-contain shadow-md ${index === 1 ? 'translate-y-6' : ''}`}
          />
        ))}
      </div>
    </section>
  );
}
