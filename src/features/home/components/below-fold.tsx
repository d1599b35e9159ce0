import { StaticPart } from '@/components/static-part';

import { FaqSection } from './faq-section';
import { FeaturesStrip } from './features-strip';

/**
 * Home's last two sections, the features strip (static: never hydrated) and the FAQ, a chunk of
 * their own (lazy-below-fold.tsx).
 */
export function BelowFold() {
  return (
    <>
      <StaticPart>
        <FeaturesStrip />
      </StaticPart>
      <FaqSection />
    </>
  );
}
