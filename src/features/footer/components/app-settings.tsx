import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useAtom, useAtomValue } from 'jotai';
import { useId } from 'react';

import { useInstallPrompt } from '@/hooks/use-install-prompt';
import { saveDataAtom, saveDataChoiceAtom } from '@/lib/data-saver';
import { useLingui } from '@/lib/i18n';

export const APP_MESSAGES = {
  get install() {
    return t`Install E-Shop`;
  },
  get iosHint() {
    return t`To install E-Shop on this iPhone or iPad, tap Share, then Add to Home Screen.`;
  },
  get saveData() {
    return t`Save data`;
  },
  get saveDataHint() {
    return t`Carousels do not move by themselves and product images are not saved ahead for offline use.`;
  },
};

/**
 * The footer's app corner: Install where the browser offers it (or how to on iOS), and the Save
 * data switch, kept on the device. The footer draws it once the page is live: it depends on the
 * browser.
 */
export function AppSettings({ headingClassName }: { headingClassName: string }) {
  useLingui();
  const { canInstall, iosHint, install } = useInstallPrompt();
  const [, setChoice] = useAtom(saveDataChoiceAtom);
  const saveData = useAtomValue(saveDataAtom);
  const hintId = useId();
  return (
    <section aria-labelledby="footer-app" className="mx-auto max-w-7xl px-4 pb-8">
      <h2 id="footer-app" className={headingClassName}>
        <Trans>E-Shop app</Trans>
      </h2>
      <div className="mt-4 flex flex-col gap-4 sm:(flex-row items-start gap-8)">
        {canInstall && (
          <button
            type="button"
            onClick={() => void install()}
            className="self-start rounded-md bg-white px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-100 focus-visible:(outline-solid outline-2 outline-offset-2 outline-white)"
          >
            {APP_MESSAGES.install}
          </button>
        )}
        {iosHint && <p className="max-w-sm text-sm text-gray-200">{APP_MESSAGES.iosHint}</p>}
        <div className="flex items-start gap-3">
          <input
            id={`${hintId}-save-data`}
            type="checkbox"
            checked={saveData}
            aria-describedby={hintId}
            onChange={(event) => setChoice(event.target.checked)}
            className="mt-1 h-4 w-4 accent-blue-500"
          />
          <div>
            <label htmlFor={`${hintId}-save-data`} className="text-sm font-semibold text-white">
              {APP_MESSAGES.saveData}
            </label>
            <p id={hintId} className="max-w-sm text-sm text-gray-300">
              {APP_MESSAGES.saveDataHint}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
