import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useId, useState } from 'react';

import { Button } from '@/components/button';
import { useOnline } from '@/hooks/use-online';

import { checkEmailVerified, resendVerificationEmail } from '../api/email-verification';
import { unverifiedEmailAtom } from '../atoms';
import { EMAIL_VERIFICATION_MESSAGES, verificationErrorMessage } from '../logic/email-verification-messages';
import { AUTH_OFFLINE_MESSAGES } from '../logic/offline-messages';

/** The tab's record of the address whose banner was dismissed: it stays away until the tab closes. */
const DISMISSED_KEY = 'eshop-verify-email-dismissed';

function dismissedFor(email: string) {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === email;
  } catch {
    return false;
  }
}

/**
 * Asks the shopper to verify the address of their password account, sends the link again, and
 * goes once Auth says the address is verified: checked when the shopper says so and whenever the
 * tab comes back into view (the link is usually followed in another tab). Checkout does not wait
 * for it.
 */
export function EmailVerificationBanner({ email }: { email: string }) {
  const { t } = useLingui();
  const setUnverifiedEmail = useSetAtom(unverifiedEmailAtom);
  const online = useOnline();
  const offlineId = useId();
  const [dismissed, setDismissed] = useState(() => dismissedFor(email));
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  const check = useCallback(async () => {
    const verified = await checkEmailVerified();
    if (verified) setUnverifiedEmail(null);
    return verified;
  }, [setUnverifiedEmail]);

  useEffect(() => {
    const checkQuietly = () => {
      if (document.visibilityState === 'visible' && navigator.onLine) check().catch(() => undefined);
    };
    window.addEventListener('focus', checkQuietly);
    document.addEventListener('visibilitychange', checkQuietly);
    return () => {
      window.removeEventListener('focus', checkQuietly);
      document.removeEventListener('visibilitychange', checkQuietly);
    };
  }, [check]);

  async function act(work: () => Promise<string>, fallback: string) {
    setBusy(true);
    setNote('');
    try {
      setNote(await work());
    } catch (error) {
      setNote(verificationErrorMessage(error, fallback));
    } finally {
      setBusy(false);
    }
  }

  const resend = () =>
    act(async () => {
      await resendVerificationEmail();
      return EMAIL_VERIFICATION_MESSAGES.resent;
    }, EMAIL_VERIFICATION_MESSAGES.resendFailed);
  const confirm = () =>
    act(
      async () => ((await check()) ? '' : EMAIL_VERIFICATION_MESSAGES.notYet),
      EMAIL_VERIFICATION_MESSAGES.checkFailed,
    );
  function dismiss() {
    try {
      sessionStorage.setItem(DISMISSED_KEY, email);
    } catch {
      // Private modes may refuse storage: the banner then goes for this page only.
    }
    setDismissed(true);
  }

  if (dismissed) return null;
  const describedBy = online ? undefined : offlineId;
  return (
    <section aria-label={t`Email verification`} className="bg-amber-50 text-amber-900">
      <div className="mx-auto max-w-7xl px-4 py-3 text-sm">
        <div className="flex flex-wrap items-center gap-3">
          <p className="flex-1">
            <Trans>
              Please verify your email address: we sent a link to <strong>{email}</strong>. You can shop and
              check out meanwhile.
            </Trans>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              disabled={busy || !online}
              aria-describedby={describedBy}
              onClick={() => void resend()}
            >
              <Trans>Resend link</Trans>
            </Button>
            <Button
              variant="outline"
              disabled={busy || !online}
              aria-describedby={describedBy}
              onClick={() => void confirm()}
            >
              <Trans>I&apos;ve verified it</Trans>
            </Button>
            <Button variant="outline" aria-label={t`Dismiss email verification notice`} onClick={dismiss}>
              <Trans>Dismiss</Trans>
            </Button>
          </div>
        </div>
        <p aria-live="polite" className="mt-2">
          {online ? note : <span id={offlineId}>{AUTH_OFFLINE_MESSAGES.verify}</span>}
        </p>
      </div>
    </section>
  );
}
