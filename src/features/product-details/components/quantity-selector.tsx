import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

const stepButton =
  'flex h-11 w-11 items-center justify-center text-xl font-semibold text-gray-900 hover:bg-gray-100 focus-visible:(outline-2 -outline-offset-2 outline-blue-700) aria-disabled:(cursor-not-allowed text-gray-500 hover:bg-transparent)';

/**
 * − / count / + (spec §5: never below 1; never above `max`, the product's stock or what one order
 * takes). Both bounds use aria-disabled rather than disabled so keyboard focus stays on the
 * button that just reached it; the upper one says why beside the count.
 */
export function QuantitySelector({
  value,
  onChange,
  max = Number.POSITIVE_INFINITY,
  maxReason = '',
}: {
  value: number;
  onChange: (value: number) => void;
  max?: number;
  maxReason?: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const reasonId = useId();
  const atMinimum = value <= 1;
  const atMaximum = value >= max;
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-gray-900">
        {t`Quantity`}
      </label>
      <div className="inline-flex items-center overflow-hidden rounded-md border border-gray-400 bg-white">
        <button
          type="button"
          aria-label={t`Decrease quantity`}
          aria-disabled={atMinimum}
          onClick={() => {
            if (!atMinimum) onChange(value - 1);
          }}
          className={stepButton}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          readOnly
          value={value}
          aria-live="polite"
          className="h-11 w-12 border-x border-gray-400 text-center font-semibold text-gray-900 outline-none focus-visible:(ring-2 ring-inset ring-blue-700)"
        />
        <button
          type="button"
          aria-label={t`Increase quantity`}
          aria-disabled={atMaximum}
          aria-describedby={atMaximum && maxReason ? reasonId : undefined}
          onClick={() => {
            if (!atMaximum) onChange(value + 1);
          }}
          className={stepButton}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {atMaximum && maxReason && (
        <p id={reasonId} className="mt-1 text-sm text-gray-700">
          {maxReason}
        </p>
      )}
    </div>
  );
}
