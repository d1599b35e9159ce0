import { t } from '@lingui/core/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId } from 'react';

import { Button } from '@/components/button';
import { useInstallPrompt } from '@/hooks/use-install-prompt';
import { saveDataAtom, saveDataChoiceAtom } from '@/lib/data-saver';
import { useLingui } from '@/lib/i18n';

export const DEVICE_MESSAGES = {
  get intro() {
    return t`These apply to this browser only, whoever is signed in.`;
  },
  get saveData() {
    return t`Save data`;
  },
  get saveDataHint() {
    return t`Carousels do not move by themselves and product images are not saved ahead for offline use.`;
  },
  get install() {
    return t`Install E-Shop`;
  },
  get installed() {
    return t`E-Shop is installed on this device.`;
  },
  get iosHint() {
    return t`To install E-Shop on this iPhone or iPad, tap Share, then Add to Home Screen.`;
  },
  get noInstall() {
    return t`This browser does not offer to install E-Shop right now.`;
  },
};

/**
 * The settings this device keeps for itself (the footer shows the same two): Save data, and
 * installing the shop where the browser offers it.
 */
export function DeviceSettings() {
  useLingui();
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
