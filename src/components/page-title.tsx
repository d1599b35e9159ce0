import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** Given only when a page is prerendered: receives the title for the page's <title> element. */
export const PageTitleSink = createContext<((title: string) => void) | null>(null);

/**
 * The page's one h1; also names the browser tab. `title` comes through the shop's messages, so
 * the tab follows the shopper's language; `lang` marks a heading that is catalog text ('en').
 */
export function PageTitle({ children, title, lang }: { children: ReactNode; title: string; lang?: string }) {
  useContext(PageTitleSink)?.(title);
  useEffect(() => {
    document.title = `${title} | E-Shop`;
  }, [title]);
  return (
    <h1 lang={lang} className="mb-4 text-2xl font-bold text-gray-900 sm:text-3xl">
      {children}
    </h1>
  );
}
