import { useLingui } from '@lingui/react/macro';

import { useHydrated } from '@/hooks/use-hydrated';
import { formatNumber } from '@/lib/format';

import { useSpringSaleCountdown } from '../hooks/use-spring-sale-countdown';

/** Two digits, in the shopper's language's digits ("05", "০৫"). */
const pad = (value: number) => formatNumber(value).padStart(2, formatNumber(0));

/**
 * The live countdown. role="timer" is not announced on every tick, so screen readers read it only
 * when the user reaches it.
 */
export function SaleCountdown() {
  const { t } = useLingui();
  const { days, hours, minutes, seconds } = useSpringSaleCountdown();
  // A prerendered page cannot know the time it is read at: two dashes until the script runs.
  const live = useHydrated();
  const units = [
    [t`Days`, days],
    [t`Hours`, hours],
    [t`Minutes`, minutes],
    [t`Seconds`, seconds],
  ] as const;
  return (
    <div role="timer" aria-label={t`Time left in the spring sale`}>
      <dl className="flex gap-2">
        {units.map(([label, value]) => (
          <div
            key={label}
            className="flex w-16 flex-col-reverse items-center rounded-lg bg-blue-800 py-2 text-white sm:w-20"
          >
            <dt className="text-xs font-medium uppercase tracking-wide">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums sm:text-3xl">{live ? pad(value) : '--'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
