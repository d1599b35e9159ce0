import { useAtomValue, useSetAtom } from 'jotai';
import { useId } from 'react';

import { Button } from '@/components/button';
import { useInstallPrompt } from '@/hooks/use-install-prompt';
import { saveDataAtom, saveDataChoiceAtom } from '@/lib/data-saver';

export const DEVICE_MESSAGES = {
  intro: 'These apply to this browser only, whoever is signed in.',
  saveData: 'Save data',
  saveDataHint: 'Carousels do not move by themselves and product images are not saved ahead for offline use.',
  install: 'Install E-Shop',
  installed: 'E-Shop is installed on this device.',
  iosHint: 'To install E-Shop on this iPhone or iPad, tap Share, then Add to Home Screen.',
  noInstall: 'This browser does not offer to install E-Shop right now.',
} as const;

/**
 * The settings this device keeps for itself (the footer shows the same two): Save data, and
 * installing the shop where the browser offers it.
 */
export function DeviceSettings() {
  const { canInstall, iosHint, install, standalone } = useInstallPrompt();
  const setChoice = useSetAtom(saveDataChoiceAtom);
  const saveData = useAtomValue(saveDataAtom);
  const id = useId();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-gray-700">{DEVICE_MESSAGES.intro}</p>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-save-data`}
          type="checkbox"
          checked={saveData}
          aria-describedby={`${id}-save-data-hint`}
          onChange={(event) => setChoice(event.target.checked)}
          className="mt-1 h-4 w-4 accent-blue-700"
        />
        <div>
          <label htmlFor={`${id}-save-data`} className="font-semibold">
            {DEVICE_MESSAGES.saveData}
          </label>
          <p id={`${id}-save-data-hint`} className="text-sm text-gray-700">
            {DEVICE_MESSAGES.saveDataHint}
          </p>
        </div>
      </div>
      <div className="flex flex-col items-start gap-2">
        {canInstall ? (
          <Button variant="outline" onClick={() => void install()}>
            {DEVICE_MESSAGES.install}
          </Button>
        ) : (
          <p className="text-sm text-gray-700">
            {standalone
              ? DEVICE_MESSAGES.installed
              : iosHint
                ? DEVICE_MESSAGES.iosHint
                : DEVICE_MESSAGES.noInstall}
          </p>
        )}
      </div>
    </div>
  );
}
