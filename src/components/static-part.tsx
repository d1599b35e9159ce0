import { createContext, useContext, useState, type ReactNode } from 'react';

import { useHydrating } from '@/hooks/use-hydrated';
import { useLingui } from '@/lib/i18n';
import { SOURCE_LOCALE } from '@/lib/i18n/locales';

/** Marks a static part's element: its markup is the prerendered page's, not React's. */
export const STATIC_ATTRIBUTE = 'data-static';

/** True while the build draws a page to HTML (app/prerender): static parts draw their children then. */
export const Prerendering = createContext(false);

// One object, so that React, comparing the props of a re-render, never writes the markup again.
const KEEP_MARKUP = { __html: '' };
const part = { [STATIC_ATTRIBUTE]: '' };

function Part({
  children,
  className,
  inSource,
}: {
  children: ReactNode;
  className: string;
  inSource: boolean;
}) {
  const prerendering = useContext(Prerendering);
  const hydrating = useHydrating();
  // Taken once: after hydration React renders the part again with the browser's value (false),
  // which must not bring its children back (React would throw the page's markup away to draw them).
  // The page's markup is in the language prerendered pages are drawn in: in another, it is drawn.
  const [skipped] = useState(hydrating && !prerendering && inSource);
  if (skipped) {
    return (
      <div {...part} className={className} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_MARKUP} />
    );
  }
  return (
    <div {...part} className={className}>
      {children}
    </div>
  );
}

/**
 * A part of a page that is the same before and after the page is live: text, images and links,
 * nothing a shopper can change or operate but a link. On a prerendered page React does not
 * hydrate it: its components are not run, and its markup stays the server's, untouched (React sees
 * one element whose inner HTML it leaves alone). Drawn in the app (a page opened by a link), it is
 * drawn as usual. `of` names what it shows (a product's id): when that changes, the part is drawn
 * afresh, so a product page opened from another never keeps the first one's markup; so is it when
 * the shopper's language changes, as the page's markup is in English.
 *
 * What a static part must not hold: a control (button, field, a component with state or effects),
 * a price or stock (they change: ProductPrice and the card's controls are live parts), anything
 * that reads the session. Its links still open in the app (app/static-links.tsx hears them) and
 * its product images still fall back to the placeholder. Its element takes no box of its own
 * (`display: contents`) unless `className` gives it one.
 */
export function StaticPart({
  children,
  of = '',
  className = 'contents',
}: {
  children: ReactNode;
  of?: string | number;
  className?: string;
}) {
  const { locale } = useLingui().i18n;
  return (
    <Part key={`${of} ${locale}`} className={className} inSource={locale === SOURCE_LOCALE}>
      {children}
    </Part>
  );
}
