import { Trans } from '@lingui/react/macro';

/** The offer to keep what was typed in the profile, so the next checkout opens with it. */
export function SaveDetailsCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="mb-3 flex items-center gap-2 text-sm text-gray-800">
      <input
        type="checkbox"
        name="saveDetails"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-4 w-4 accent-blue-700"
      />
      <Trans>Save these details to my profile for next time</Trans>
    </label>
  );
}
