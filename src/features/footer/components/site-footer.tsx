import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

import { StaticPart } from '@/components/static-part';
import { WhenLive } from '@/components/when-live';
import { lazyWhenOnline } from '@/lib/lazy-loaded';

import { SHOP_CONTACT } from '@/lib/constants';
import { formatDate } from '@/lib/format';
import { CONTACT_PATH } from '@/lib/routes';

import { NewsletterForm } from './newsletter-form';
import { PaymentsImage } from './payments-image';
import { SocialLinks } from './social-links';
import { Link } from '@/components/link';

// Supports and legal pages do not exist yet (spec §2 calls them placeholders); they lead to the
// contact page, where a shopper can ask about them.
const SUPPORTS = [msg`Return Policy`, msg`Help Centre`, msg`Careers`];
const LEGAL = [msg`About Us`, msg`Privacy Policy`, msg`Terms`];

const LINK =
  'rounded text-sm text-gray-200 hover:(text-white underline) focus-visible:(outline-solid outline-2 outline-offset-2 outline-white)';
const HEADING = 'text-sm font-bold uppercase tracking-wide text-white';

// Install and Save data depend on the browser: drawn, as their own chunk, once the page is live.
const AppSettings = lazyWhenOnline(() => import('./app-settings').then((module) => module.AppSettings));

/** List items, each a link to the contact page named after a page that does not exist yet. */
function ContactPageLinks({ labels }: { labels: readonly MessageDescriptor[] }) {
  const { t } = useLingui();
  return labels.map((label) => (
    <li key={label.id}>
      <Link to={CONTACT_PATH} className={LINK}>
        {t(label)}
      </Link>
    </li>
  ));
}

/** The site footer (spec §2): newsletter, contact details, supports, social and legal links. */
export function SiteFooter() {
  const { t } = useLingui();
  // The year as the shopper's language writes its digits ("2026", "২০২৬").
  const year = formatDate(new Date(), { year: 'numeric' });
  return (
    <footer className="bg-gray-900 text-gray-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5">
        <div className="sm:col-span-2">
          <NewsletterForm />
        </div>
        {/* Contact details, links and logos: the same once the page is live, so not hydrated. */}
        <StaticPart>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={HEADING}>
              <Trans>Get in touch</Trans>
            </h2>
            <address className="mt-4 space-y-2 text-sm not-italic">
              <p lang="en">{SHOP_CONTACT.address}</p>
              <p>
                <a href={SHOP_CONTACT.phoneHref} className={LINK}>
                  {SHOP_CONTACT.phone}
                </a>
              </p>
              <p>
                <a href={`mailto:${SHOP_CONTACT.email}`} className={LINK}>
                  {SHOP_CONTACT.email}
                </a>
              </p>
            </address>
          </section>
          <nav aria-labelledby="footer-supports">
            <h2 id="footer-supports" className={HEADING}>
              <Trans>Supports</Trans>
            </h2>
            <ul className="mt-4 space-y-2">
              <ContactPageLinks labels={SUPPORTS} />
            </ul>
          </nav>
          <section aria-labelledby="footer-follow">
            <h2 id="footer-follow" className={HEADING}>
              <Trans>Follow us</Trans>
            </h2>
            <div className="mt-4">
              <SocialLinks />
            </div>
            <h2 className={`${HEADING} mt-6`}>
              <Trans>We accept</Trans>
            </h2>
            <div className="mt-3">
              <PaymentsImage />
            </div>
          </section>
        </StaticPart>
      </div>
      <WhenLive>
        <AppSettings headingClassName={HEADING} />
      </WhenLive>
      <div className="border-t border-gray-700">
        {/* Room at the bottom (phones) or right (wider) for the floating scroll-to-top button. */}
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 pb-20 pt-5 sm:(flex-row pb-5 pr-20)">
          {/* A prerendered page keeps its build's year until the footer draws again. */}
          <p className="text-sm text-gray-300" suppressHydrationWarning>
            {t`© ${year} E-Shop. All rights reserved.`}
          </p>
          <nav aria-label={t`Legal`}>
            <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
              <ContactPageLinks labels={LEGAL} />
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
