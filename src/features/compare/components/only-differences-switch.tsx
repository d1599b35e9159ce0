import { useLingui } from '@/lib/i18n';

import { COMPARE_MESSAGES } from '../logic/compare-messages';

/**
 * "Only differences": a switch (role=switch, aria-checked) that hides the rows where the products
 * agree. The knob's place is inline, so the stylesheet every prerendered page carries stays as
 * it is.
 */
export function OnlyDifferencesSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  useLingui();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={() => onChange(!on)}
      className="inline-flex min-h-11 items-center gap-3 rounded-md font-semibold text-gray-900 focus-visible:(outline-2 outline-offset-2 outline-blue-700)"
    >
      <span
        aria-hidden="true"
        className={`relative h-6 w-11 shrink-0 rounded-full border-2 transition-colors motion-reduce:transition-none ${on ? 'border-blue-700 bg-blue-700' : 'border-gray-500 bg-gray-200'}`}
      >
        <span
          style={{ top: '0.125rem', left: on ? '1.375rem' : '0.125rem' }}
          className={`absolute size-4 rounded-full shadow ${on ? 'bg-white' : 'bg-gray-600'}`}
        />
      </span>
      {COMPARE_MESSAGES.onlyDifferences}
    </button>
  );
}
