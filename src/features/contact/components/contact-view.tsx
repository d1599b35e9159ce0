import { Trans, useLingui } from '@lingui/react/macro';

import { Breadcrumb } from '@/components/breadcrumb';
import { PageTitle } from '@/components/page-title';
import { SHOP_CONTACT } from '@/lib/constants';
import { HOME_PATH } from '@/lib/routes';

import { ContactForm } from './contact-form';

const LINK = 'font-semibold text-blue-800 underline hover:text-blue-900';

/**
 * The contact page (spec §2 Contact). The map is a drawn card linking to Google Maps rather than an
 * embedded Google frame: nothing third-party loads, and offline it is never a broken frame.
 */
export function ContactView() {
  const { t } = useLingui();
  const address = SHOP_CONTACT.address;
  return (
    <section className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumb crumbs={[{ label: t`Home`, to: HOME_PATH }, { label: t`Contact` }]} />
      <PageTitle title={t`Contact`}>{t`Contact`}</PageTitle>
      <a
        href={SHOP_CONTACT.mapsUrl}
        target="_blank"
        rel="noreferrer"
        className="mb-6 flex h-48 items-center justify-center gap-3 rounded-lg bg-[linear-gradient(90deg,#e5e7eb_1px,transparent_1px),linear-gradient(#e5e7eb_1px,transparent_1px)] bg-[size:24px_24px] bg-blue-50 text-blue-900 shadow focus-visible:(outline-2 outline-offset-2 outline-blue-700)"
      >
        <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" fill="currentColor">
          <path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7Zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5Z" />
        </svg>
        <span className="rounded bg-white px-3 py-1 font-semibold">
          <Trans>
            <span lang="en">{address}</span>: open the map (new tab)
          </Trans>
        </span>
      </a>
      <div className="grid gap-6 md:grid-cols-[2fr_1fr]">
        <div className="rounded-lg bg-white p-6 shadow">
          <h2 className="mb-4 text-xl font-bold">{t`Send us a message`}</h2>
          <ContactForm />
        </div>
        <aside aria-labelledby="keep-in-touch" className="rounded-lg bg-white p-6 shadow">
          <h2 id="keep-in-touch" className="mb-4 text-xl font-bold">
            {t`Let's Keep in Touch!`}
          </h2>
          <address className="flex flex-col gap-3 not-italic">
            <a href={SHOP_CONTACT.phoneHref} className={LINK}>
              {SHOP_CONTACT.phone}
            </a>
            <a href={`mailto:${SHOP_CONTACT.email}`} className={LINK}>
              {SHOP_CONTACT.email}
            </a>
            <a href={SHOP_CONTACT.mapsUrl} target="_blank" rel="noreferrer" className={LINK}>
              <Trans>
                <span lang="en">{address}</span> (opens a map in a new tab)
              </Trans>
            </a>
          </address>
          <p className="mt-4 text-gray-700">
            <Trans>Available 24/7, the team strives to respond to all inquiries within 8 hours.</Trans>
          </p>
        </aside>
      </div>
    </section>
  );
}
