import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';

import { useLocale } from '@/lib/i18n';
import { localeBase, localePath, splitLocalePath } from '@/lib/routes';

/**
 * The browser's router, with each language's pages under its own prefix (lib/routes.ts): the
 * prefix of the address is the router's base, so the routes and every link inside are the same
 * in each language. The address follows the language spoken: when the shopper picks another (or
 * the page goes live in the one they chose before), the address is replaced with the same page
 * under the new prefix. The base and the address change in one render, so the page stays drawn,
 * with its state, its scroll and its half-filled form.
 */
export function LanguageRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [{ action, location }, setState] = useState(() => ({
    action: history.action,
    location: history.location,
  }));
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);
  const locale = useLocale();
  const addressed = splitLocalePath(location.pathname);
  useLayoutEffect(() => {
    if (addressed.locale === locale) return;
    history.replace(
      { pathname: localePath(locale, addressed.path), search: location.search, hash: location.hash },
      location.state,
    );
  }, [history, locale, addressed.locale, addressed.path, location]);
  return (
    <Router
      basename={localeBase(addressed.locale)}
      location={location}
      navigationType={action}
      navigator={history}
    >
      {children}
    </Router>
  );
}
