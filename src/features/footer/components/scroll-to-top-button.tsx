import { useLingui } from '@lingui/react/macro';

import { ArrowUpIcon } from '@/components/icons';
import { useScrolledPast } from '@/hooks/use-scrolled-past';
import { SCROLL_TO_TOP_THRESHOLD_PX } from '@/lib/constants';
import { scrollBehavior } from '@/lib/reduced-motion';

/** A floating button back to the top, once the page is scrolled 800 px down (spec §2). */
export function ScrollToTopButton() {
  const { t } = useLingui();
  const show = useScrolledPast(SCROLL_TO_TOP_THRESHOLD_PX);
  if (!show) return null;
  return (
    <button
      type="button"
      aria-label={t`Scroll to top`}
      onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
      className="fixed bottom-5 right-5 z-20 grid h-12 w-12 place-items-center rounded-full bg-blue-700 text-white shadow-lg hover:bg-blue-800 focus-visible:(outline-solid outline-2 outline-offset-2 outline-blue-700) animate-fade-in animate-duration-200 motion-reduce:animate-none"
    >
      <ArrowUpIcon className="h-6 w-6" />
    </button>
  );
}
