import { Trans } from '@lingui/react/macro';
import { useState } from 'react';

import { Button } from '@/components/button';
import { useLingui } from '@/lib/i18n';
import { askToNotify, notifyState, stopNotifying, type NotifyState } from '@/lib/system-notifications';

import { NOTICE_MESSAGES } from '../logic/notice-words';

/**
 * Settings: system notifications on this device. The browser's permission is asked only when the
 * shopper taps the button, never on load; which kinds are shown follows the account's switches.
 */
export function SystemNoticesSetting() {
  useLingui();
  const [state, setState] = useState<NotifyState>(notifyState);
  const [refused, setRefused] = useState(false);

  async function turnOn() {
    const next = await askToNotify();
    setState(next);
    setRefused(next !== 'on');
  }

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-gray-700">{NOTICE_MESSAGES.systemIntro}</p>
      <div aria-live="polite" className="flex flex-col gap-2">
        {state === 'unsupported' && <p className="text-sm text-gray-700">{NOTICE_MESSAGES.unsupported}</p>}
        {state === 'blocked' && <p className="text-sm text-gray-700">{NOTICE_MESSAGES.blocked}</p>}
        {state === 'off' && refused && <p className="text-sm text-gray-700">{NOTICE_MESSAGES.refused}</p>}
        {state === 'on' && <p className="text-sm text-blue-900">{NOTICE_MESSAGES.on}</p>}
      </div>
      {state === 'off' && (
        <Button variant="outline" className="self-start" onClick={() => void turnOn()}>
          {NOTICE_MESSAGES.turnOn}
        </Button>
      )}
      {state === 'on' && (
        <Button variant="outline" className="self-start" onClick={() => setState(stopNotifying())}>
          <Trans>
            Turn off<span className="sr-only"> notifications on this device</span>
          </Trans>
        </Button>
      )}
    </div>
  );
}
