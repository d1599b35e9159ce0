import { useAtomValue } from 'jotai';
import { useEffect } from 'react';

import { currentUserAtom } from '@/features/auth';
import { currentLocale, keepLocale, onLocaleChosen, storedLocale, type Locale } from '@/lib/i18n';

import { writeLanguage } from '../api/write-language';
import { setUnsentLanguage, unsentLanguage } from '../logic/unsent-language';

/** Tells the account of a choice; kept on the device until the account has it. */
async function send(uid: string, language: Locale) {
  setUnsentLanguage({ uid, language });
  try {
    await writeLanguage(uid, language);
    if (unsentLanguage(uid) === language) setUnsentLanguage(null);
  } catch {
    // Offline or refused: sent again when the connection is back, or at the next sign-in.
  }
}

/**
 * Keeps the shopper's language in step with the account: a shopper who signs in speaks the
 * account's language (chosen on another device), a choice made here while signed in goes to the
 * account, and a choice made before the account had one becomes the account's.
 */
export function useLanguageSync() {
  const user = useAtomValue(currentUserAtom);
  const uid = user?.uid;
  const accountLanguage = user?.language;

  useEffect(() => {
    if (!uid) return;
    const unsent = unsentLanguage(uid);
    if (unsent) void send(uid, unsent);
    else if (accountLanguage) {
      if (accountLanguage !== currentLocale()) void keepLocale(accountLanguage);
    } else {
      const chosen = storedLocale();
      if (chosen) void send(uid, chosen);
    }
  }, [uid, accountLanguage]);

  useEffect(() => {
    if (!uid) return;
    const resend = () => {
      const unsent = unsentLanguage(uid);
      if (unsent) void send(uid, unsent);
    };
    window.addEventListener('online', resend);
    const stopListening = onLocaleChosen((language) => void send(uid, language));
    return () => {
      window.removeEventListener('online', resend);
      stopListening();
    };
  }, [uid]);
}
