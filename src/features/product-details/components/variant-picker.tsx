import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

import { DISABLED_VARIANT } from '@/lib/constants';
import { VARIANTS, type Variant } from '@/domain/shop-rules';

/** Swatch colours only decorate the names, which carry the meaning. */
const SWATCHES: Record<string, string> = {
  'Off White': 'bg-stone-100',
  'Space Gray': 'bg-gray-600',
  'Jet Black': 'bg-black',
  [DISABLED_VARIANT]: 'bg-red-800',
};

const OPTIONS: { name: string; disabled: boolean }[] = [
  ...VARIANTS.map((name) => ({ name, disabled: false })),
  { name: DISABLED_VARIANT, disabled: true },
];

const isVariant = (name: string): name is Variant => (VARIANTS as readonly string[]).includes(name);

/**
 * The variant choice (spec §9) as native radios, so arrow keys move between the enabled ones.
 * Each radio is stretched invisibly over its pill, so a pointer lands on the control itself.
 */
export function VariantPicker({ value, onChange }: { value: Variant; onChange: (variant: Variant) => void }) {
  const { t } = useLingui();
  const name = useId();
  const noteId = `${name}-note`;
  return (
    <fieldset aria-describedby={noteId}>
      <legend className="mb-2 text-sm font-semibold text-gray-900">{t`Variant`}</legend>
      <div className="flex flex-wrap gap-2">
        {OPTIONS.map((option) => (
          <label key={option.name} className="relative">
            <input
              type="radio"
              name={name}
              value={option.name}
              checked={option.name === value}
              disabled={option.disabled}
              onChange={() => {
                if (isVariant(option.name)) onChange(option.name);
              }}
              className="peer absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-full disabled:cursor-not-allowed"
            />
            <span
              lang="en"
              className="pointer-events-none flex items-center gap-2 rounded-full border-2 border-gray-300 bg-white px-3 py-1.5 text-sm font-medium text-gray-900 peer-checked:(border-blue-700 bg-blue-50 text-blue-800) peer-disabled:(border-dashed text-gray-600 line-through) peer-focus-visible:(outline-2 outline-offset-2 outline-blue-700)"
            >
              <span
                aria-hidden="true"
                className={`h-4 w-4 rounded-full border border-gray-400 ${SWATCHES[option.name] ?? ''}`}
              />
              {option.name}
            </span>
          </label>
        ))}
      </div>
      <p id={noteId} className="mt-2 text-xs text-gray-700">
        {t`Note: All products share the same variants because no real variant data exists.`}
      </p>
    </fieldset>
  );
}
