import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** Given only when a page is prerendered: receives the title for the page's <title> element. */
export const PageTitleSink = createContext<((title: string) => void) | null>(null);

/** The page's one h1; also names the browser tab. */
export function PageTitle({ children, title }: { children: ReactNode; title: string }) {
  useContext(PageTitleSink)?.(title);
  useEffect(() => {
    document.title = `${title} | E-Shop`;
  }, [title]);
  return <h1 className="mb-4 text-2xl font-bold text-gray-900 sm:text-3xl">{children}</h1>;
}
