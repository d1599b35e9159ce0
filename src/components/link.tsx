import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replaces the current entry in the history instead of adding one. */
  replace?: boolean;
  /** The history entry's state, read on the next page through `useLocation().state`. */
  state?: unknown;
}

/**
 * A link to a page of the shop, followed in the app (the history changes, the page is not loaded
 * again); a tap with a modifier key, or one on a link to another window, is left to the browser.
 * React Router's own Link also prefetches route modules and data for its framework mode, which
 * this shop does not use: this one weighs a fraction of it in the script every page needs before
 * it is live.
 */
export function Link({ to, replace, state, target, onClick, ...anchor }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler(to, { replace, state, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) follow(event);
  };
  return <a {...anchor} href={href} target={target} onClick={click} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Matches the address exactly, not also the pages under it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}

/** A Link that knows whether it leads to the page shown, and says so (`aria-current="page"`). */
export function NavLink({ end = false, className, to, ...link }: NavLinkProps) {
  // As React Router's NavLink: letter case aside, the page itself, or with `end` unset one under it.
  const shown = useLocation().pathname.toLowerCase();
  const target = useResolvedPath(to).pathname.toLowerCase();
  const isActive =
    shown === target || (!end && shown.startsWith(target.endsWith('/') ? target : `${target}/`));
  return (
    <Link
      {...link}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
