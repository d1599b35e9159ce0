import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { Icon } from '@/components/icons';

const ICON_PATHS: Record<string, ReactNode> = {
  Responsive: <path d="M3 11a9 9 0 0118 0v5a2 2 0 01-2 2h-1v-6h3M3 12h3v6H5a2 2 0 01-2-2v-5" />,
  Secure: <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4" />,
  Shipping: (
    <path d="M3 6h11v10H3zM14 9h4l3 3v4h-7M7 19a2 2 0 100-4 2 2 0 000 4zM17 19a2 2 0 100-4 2 2 0 000 4z" />
  ),
  Transparent: <path d="M4 4v6h6M20 20v-6h-6M5 15a8 8 0 0014 2M19 9A8 8 0 005 7" />,
};

/** The shop's promises (spec §2 Home features strip). */
const FEATURES = [
  { icon: 'Responsive', title: msg`Responsive`, text: msg`Customer service 24/7` },
  { icon: 'Secure', title: msg`Secure`, text: msg`Certified marketplace since 2017` },
  { icon: 'Shipping', title: msg`Shipping`, text: msg`Fast and reliable worldwide` },
  { icon: 'Transparent', title: msg`Transparent`, text: msg`Hassle-free return policy` },
] as const;

export function FeaturesStrip() {
  const { t } = useLingui();
  return (
    <section aria-label={t`Why shop with us`}>
      <ul className="grid grid-cols-1 gap-4 rounded-2xl border border-gray-200 bg-white p-4 sm:grid-cols-2 sm:p-6 lg:grid-cols-4">
        {FEATURES.map((feature) => (
          <li key={feature.icon} className="flex items-center gap-3">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-blue-50 text-blue-800">
              <Icon width="26" height="26" strokeWidth="1.8">
                {ICON_PATHS[feature.icon]}
              </Icon>
            </span>
            <div>
              <h3 className="font-semibold text-gray-900">{t(feature.title)}</h3>
              <p className="text-sm text-gray-700">{t(feature.text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
