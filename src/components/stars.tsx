import { useLingui } from '@lingui/react/macro';

import { formatNumber } from '@/lib/format';

/** A rating as whole stars (the integer part, spec §9), with the exact figure for screen readers. */
export function Stars({ rating: score, max: most = 5 }: { rating: number; max?: number }) {
  const { t } = useLingui();
  const whole = Math.max(0, Math.min(most, Math.floor(score)));
  const rating = formatNumber(score);
  const max = formatNumber(most);
  return (
    <span role="img" aria-label={t`Rated ${rating} out of ${max}`} className="inline-flex text-amber-600">
      {Array.from({ length: most }, (_, index) => (
        <span key={index} aria-hidden="true">
          {index < whole ? '★' : '☆'}
        </span>
      ))}
    </span>
  );
}
