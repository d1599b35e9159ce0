import { useRef, type ReactNode } from 'react';

import { useChangedBeforeLive } from '@/hooks/use-changed-before-live';

interface CheckboxOptionProps {
  label: string;
  /** The label's language when it is the catalog's own word (a brand), not the shop's. */
  labelLang?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Shown after the label, e.g. a count. */
  extra?: ReactNode;
}

/**
 * One filter choice: a checkbox whose whole row is the click target. A box ticked on the
 * prerendered page before it was live counts once the page is.
 */
export function CheckboxOption({ label, labelLang, checked, onChange, extra }: CheckboxOptionProps) {
  const box = useRef<HTMLInputElement>(null);
  useChangedBeforeLive(box, (ticked) => onChange(ticked.checked));
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded px-1 py-1.5 text-sm text-gray-800 hover:bg-gray-100">
      <input
        ref={box}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-4 w-4 shrink-0 cursor-pointer accent-blue-700 focus-visible:(outline-2 outline-offset-2 outline-blue-700)"
      />
      <span lang={labelLang} className="flex-1">
        {label}
      </span>
      {extra}
    </label>
  );
}
