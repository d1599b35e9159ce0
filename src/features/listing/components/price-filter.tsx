import { useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';

import { useChangedBeforeLive } from '@/hooks/use-changed-before-live';
import { PRICE_MAX, PRICE_MIN } from '@/lib/constants';

import { formatWholeDollars } from '../logic/whole-dollars';
import type { PriceRange } from '../types';
import { FilterSection } from './filter-section';

interface PriceFilterProps {
  range: PriceRange;
  step: number;
  /** Given how to get the new range from the current one. */
  onChange: (update: (current: PriceRange) => PriceRange) => void;
}

/** Two sliders for the inclusive price bounds; neither can pass the other. */
export function PriceFilter({ range, step, onChange }: PriceFilterProps) {
  const { t } = useLingui();
  const [min, max] = range;
  return (
    <FilterSection title={t`Price range`}>
      <p className="mb-2 text-sm font-semibold text-gray-900" aria-hidden="true">
        {formatWholeDollars(min)} – {formatWholeDollars(max)}
      </p>
      <PriceSlider
        label={t`Minimum price`}
        value={min}
        step={step}
        onChange={(value) => onChange(([, upper]) => [Math.min(value, upper), upper])}
      />
      <PriceSlider
        label={t`Maximum price`}
        value={max}
        step={step}
        onChange={(value) => onChange(([lower]) => [lower, Math.max(value, lower)])}
      />
    </FilterSection>
  );
}

interface PriceSliderProps {
  label: string;
  value: number;
  step: number;
  onChange: (value: number) => void;
}

function PriceSlider({ label, value, step, onChange }: PriceSliderProps) {
  const id = useId();
  const slider = useRef<HTMLInputElement>(null);
  // A slider moved on the prerendered page before it was live counts once the page is.
  useChangedBeforeLive(slider, (moved) => onChange(Number(moved.value)));
  return (
    <div className="mt-2">
      <div className="flex justify-between text-sm text-gray-700">
        <label htmlFor={id}>{label}</label>
        {/* The slider announces its own value text; this is for the eye. */}
        <span aria-hidden="true">{formatWholeDollars(value)}</span>
      </div>
      <input
        ref={slider}
        id={id}
        type="range"
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={step}
        value={value}
        aria-valuetext={formatWholeDollars(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-6 w-full cursor-pointer accent-blue-700 focus-visible:(outline-2 outline-offset-2 outline-blue-700)"
      />
    </div>
  );
}
