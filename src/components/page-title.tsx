import { useEffect, type ReactNode } from 'react';

/** The page's one h1; also names the browser tab. */
export function PageTitle({ children, title }: { children: ReactNode; title: string }) {
  useEffect(() => {
    document.title = `${title} | E-Shop`;
  }, [title]);
  return <h1 className="mb-4 text-2xl font-bold text-gray-900 sm:text-3xl">{children}</h1>;
}
