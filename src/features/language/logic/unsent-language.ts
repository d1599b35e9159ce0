import { isLocale, type Locale } from '@/lib/i18n';

/** Where a choice the account has not been told of yet waits (offline, or the write failed). */
export const UNSENT_LANGUAGE_KEY = 'eshop-language-unsent';

export interface UnsentLanguage {
  uid: string;
  language: Locale;
}

/** The choice waiting for `uid`'s account, if any (a broken value is none). */
export function unsentLanguage(uid: string): Locale | null {
  try {
    const stored = JSON.parse(
      localStorage.getItem(UNSENT_LANGUAGE_KEY) ?? 'null',
    ) as Partial<UnsentLanguage> | null;
    return stored?.uid === uid && isLocale(stored.language) ? stored.language : null;
  } catch {
    return null;
  }
}

/** Keeps (or, with null, forgets) the choice waiting for an account. */
export function setUnsentLanguage(unsent: UnsentLanguage | null): void {
  try {
    if (unsent) localStorage.setItem(UNSENT_LANGUAGE_KEY, JSON.stringify(unsent));
    else localStorage.removeItem(UNSENT_LANGUAGE_KEY);
  } catch {
    // Storage refused: the choice is sent again at the next one, or the next sign-in.
  }
}
